// /invitation on TV: the user's code, its link as a QR code a phone can scan, the reward, and
// the people who entered the code.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { useInvitation } from '@src/features/rewards';
import { recordTime } from '@src/features/vip';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn, TextRow } from './parts';
import './rewards.css';

function Invite() {
  const t = useT();
  const navigate = useTvNavigate();
  const { info, qr } = useInvitation();
  usePageReady(info.status !== 'loading');
  const d = info.data;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.invitation')}</div>
      <LoadingWrapper status={info.status} onRefresh={info.reload}>
        {d ? (
          <>
            <div className="tv-rw-invite">
              <div>
                <div className="tv-rw-label">{t('rewards.myCode')}</div>
                <div className="tv-rw-code" data-testid="invitation-code">{d.code}</div>
                <div className="tv-rw-label">{t('rewards.inviteLink')}</div>
                <div className="tv-rw-link" data-testid="invitation-link">{d.link}</div>
                <div className="tv-rw-label">{t('rewards.inviteRule', { n: d.rewardGold })}</div>
                <FocusSection focusKey="invite/bar" className="tv-rw-bar">
                  {d.codeEntered ? (
                    <FocusButton id="entered" label={t('rewards.codeEnteredShort')} onPress={() => undefined} />
                  ) : (
                    <FocusButton id="enter" label={t('rewards.enterCode')} onPress={() => navigate(href('InputInvitationCode'))} testId="invitation-enter" />
                  )}
                  <FocusButton id="tasks" label={t('routes.taskCenter')} onPress={() => navigate(href('TaskCenter'))} />
                </FocusSection>
              </div>
              <div className="tv-rw-qr">
                {qr ? <img src={qr} alt="" data-testid="invitation-qr" /> : null}
                {t('rewards.scanToJoin')}
              </div>
            </div>
            <div className="tv-rw-label" data-testid="invited-count">{t('rewards.invitedCount', { n: d.invitedCount })}</div>
            {d.invited.length ? (
              <FocusSection focusKey="invite/people" className="tv-rw">
                {d.invited.map((p) => (
                  <TextRow key={p.userId} id={p.userId} left={p.nickName} right={recordTime(p.createdAt)} />
                ))}
              </FocusSection>
            ) : (
              <div className="tv-rw-sub">{t('rewards.noInvited')}</div>
            )}
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function InvitationPage() {
  return <SignedIn title="routes.invitation">{(uid) => <Invite key={uid} />}</SignedIn>;
}
