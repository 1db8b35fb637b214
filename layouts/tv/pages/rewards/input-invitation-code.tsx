// /inputInvitationCode on TV: the code in a field the TV keyboard opens on OK, sent once; the
// server's reason (own code, unknown, entered before) shows under the field.
import { useCallback } from 'react';
import { href } from '@src/routes/href';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { INVITATION_CODE_CHARS, useInputInvitationCode } from '@src/features/rewards';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './parts';
import '../user.css';
import './rewards.css';

function CodeForm() {
  const t = useT();
  const navigate = useTvNavigate();
  const back = useCallback(() => navigate(-1), [navigate]);
  // Done: the user's own invitation page, which now says a code was entered.
  const done = useCallback(() => navigate(href('Invitation'), { replace: true }), [navigate]);
  const f = useInputInvitationCode(done);
  usePageReady(f.info.status !== 'loading');
  return (
    <>
      <div className="tv-page-title">{t('routes.inputInvitationCode')}</div>
      <LoadingWrapper status={f.info.status} onRefresh={f.info.reload}>
        <FocusSection focusKey="invite-code/form" className="tv-form">
          {f.entered ? (
            <>
              <div className="tv-form-hint" data-testid="code-entered">{t('rewards.codeEntered')}</div>
              <FocusButton id="back" label={t('common.back')} onPress={back} />
            </>
          ) : (
            <>
              <div className="tv-form-hint">{t('rewards.inviteRule', { n: f.info.data?.rewardGold ?? 0 })}</div>
              <TextField name="invitationCode" label={t('rewards.enterCode')} value={f.code} onChange={f.setCode} placeholder={t('rewards.codePlaceholder')} maxLength={INVITATION_CODE_CHARS} />
              <div className="tv-form-error" data-testid="form-error">{f.error ?? ''}</div>
              <FocusButton id="submit" label={t('rewards.submit')} onPress={() => void f.submit()} testId="invite-code-submit" />
            </>
          )}
        </FocusSection>
      </LoadingWrapper>
    </>
  );
}

export default function InputInvitationCodePage() {
  return <SignedIn title="routes.inputInvitationCode">{(uid) => <CodeForm key={uid} />}</SignedIn>;
}
