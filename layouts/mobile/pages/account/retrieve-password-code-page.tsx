// /retrievePasswordCode: the 6-digit code sent to the phone or e-mail (checked by the server
// with the new password on /resetPassword).
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRecovery, useRecoveryCodeEntry, VERIFY_CODE_DIGITS } from '@src/features/account';
import { href } from '@src/routes/href';
import { useRunStep } from '../../shell/use-run-step';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { StartOver } from './start-over';
import '../login/auth-form.css';
import './account.css';

export default function RetrievePasswordCodePage() {
  const t = useMt();
  const account = useRecovery((s) => s.account);
  const areaCode = useRecovery((s) => s.areaCode);
  const { code, setCode, step } = useRecoveryCodeEntry();
  const next = useRunStep(step);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void next();
  };
  return (
    <Page nav={{ title: t('routes.retrievePasswordCode') }}>
      <ScrollArea>
        {account ? (
          <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="code-form">
            <p className="m-auth-hint">{t('account.codeSentTo', { target: areaCode ? `${areaCode} ${account}` : account })}</p>
            <div className="m-auth-field">
              <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={VERIFY_CODE_DIGITS} placeholder={t('account.codePlaceholder')} value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
            <button type="submit" className="m-btn m-btn--block" data-testid="code-next">
              {t('account.next')}
            </button>
            <Link className="m-auth-link" to={href('RetrievePasswordImg')} replace>
              {t('account.resend')}
            </Link>
          </form>
        ) : (
          <StartOver />
        )}
      </ScrollArea>
    </Page>
  );
}
