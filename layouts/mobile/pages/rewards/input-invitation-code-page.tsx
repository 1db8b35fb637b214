// /inputInvitationCode on the phone: enter a friend's code once; both sides are rewarded once.
import { useCallback } from 'react';
import { href } from '@src/routes/href';
import { useNavigate } from 'react-router-dom';
import { INVITATION_CODE_CHARS, useInputInvitationCode } from '@src/features/rewards';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function CodeForm() {
  const t = useMt();
  const navigate = useNavigate();
  // Done: the user's own invitation page, which now says a code was entered.
  const done = useCallback(() => navigate(href('Invitation'), { replace: true }), [navigate]);
  const f = useInputInvitationCode(done);
  return (
    <ScrollArea>
      <LoadingWrapper status={f.info.status} onRefresh={f.info.reload}>
        <form
          className="m-rw"
          onSubmit={(e) => {
            e.preventDefault();
            void f.submit();
          }}
        >
          {f.entered ? (
            <p className="m-rw-center" data-testid="code-entered">{t('rewards.codeEntered')}</p>
          ) : (
            <>
              <p className="m-rw-sub">{t('rewards.inviteRule', { n: f.info.data?.rewardGold ?? 0 })}</p>
              <input
                className="m-rw-input"
                name="invitationCode"
                value={f.code}
                maxLength={INVITATION_CODE_CHARS}
                placeholder={t('rewards.codePlaceholder')}
                autoComplete="off"
                autoCapitalize="characters"
                onChange={(e) => f.setCode(e.target.value)}
              />
              <div className="m-rw-error" data-testid="form-error">{f.error ?? ''}</div>
              <button type="submit" className="m-btn m-btn--block" data-testid="invite-code-submit" disabled={f.busy}>
                {t('rewards.submit')}
              </button>
            </>
          )}
        </form>
      </LoadingWrapper>
    </ScrollArea>
  );
}

export default function InputInvitationCodePage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.inputInvitationCode') }}>
      <LoginGate>{(uid) => <CodeForm key={uid} />}</LoginGate>
    </Page>
  );
}
