// /invitation on the phone: the user's code and link (copy buttons, QR code), the reward rule,
// and the people invited.
import { Link } from 'react-router-dom';
import { useInvitation } from '@src/features/rewards';
import { copyLinkWithToast } from '@src/features/download';
import { recordTime } from '@src/features/vip';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function Invite() {
  const t = useMt();
  const { info, qr } = useInvitation();
  const d = info.data;
  return (
    <ScrollArea onRefresh={info.refresh}>
      <LoadingWrapper status={info.status} onRefresh={info.reload}>
        {d ? (
          <div className="m-rw">
            <h3 className="m-rw-h">{t('rewards.myCode')}</h3>
            <div className="m-rw-code" data-testid="invitation-code">{d.code}</div>
            {qr ? <img className="m-rw-qr" src={qr} alt="" data-testid="invitation-qr" /> : null}
            <p className="m-rw-center" data-testid="invitation-link">{d.link}</p>
            <p className="m-rw-center">{t('rewards.inviteRule', { n: d.rewardGold })}</p>
            <div className="m-rw-bottom" style={{ position: 'static', background: 'none' }}>
              <button type="button" className="m-btn m-btn--plain" onClick={() => void copyLinkWithToast(d.code)}>
                {t('rewards.copyCode')}
              </button>
              <button type="button" className="m-btn" onClick={() => void copyLinkWithToast(d.link)}>
                {t('rewards.copyLink')}
              </button>
            </div>
            <div className="m-rw-chips" style={{ padding: 0 }}>
              {d.codeEntered ? (
                <span className="m-rw-chip">{t('rewards.codeEnteredShort')}</span>
              ) : (
                <Link className="m-rw-chip" to={href('InputInvitationCode')} data-testid="invitation-enter">{t('rewards.enterCode')}</Link>
              )}
            </div>
            <h3 className="m-rw-h" data-testid="invited-count">{t('rewards.invitedCount', { n: d.invitedCount })}</h3>
            {d.invited.length ? (
              <ul className="m-rw-list" style={{ padding: 0 }}>
                {d.invited.map((p) => (
                  <li key={p.userId}>
                    <Link className="m-rw-title m-link-reset" to={href('Space', { id: p.userId })}>{p.nickName}</Link>
                    <span className="m-rw-sub">{recordTime(p.createdAt)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="m-rw-sub">{t('rewards.noInvited')}</p>
            )}
          </div>
        ) : null}
      </LoadingWrapper>
    </ScrollArea>
  );
}

export default function InvitationPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.invitation') }}>
      <LoginGate>{(uid) => <Invite key={uid} />}</LoginGate>
    </Page>
  );
}
