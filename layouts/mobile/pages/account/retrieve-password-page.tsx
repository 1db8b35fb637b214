// /retrievePassword: the phone number (with its calling code, chosen on /countryList) or the
// e-mail of the account whose password is forgotten.
import { ACCOUNT_MAX_CHARS } from '@src/features/auth';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRecoveryStart } from '@src/features/account';
import { href } from '@src/routes/href';
import { useRunStep } from '../../shell/use-run-step';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../login/auth-form.css';
import './account.css';

export default function RetrievePasswordPage() {
  const t = useMt();
  const { account, setAccount, areaCode, step } = useRecoveryStart();
  const next = useRunStep(step);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void next();
  };
  return (
    <Page nav={{ title: t('routes.retrievePassword') }}>
      <ScrollArea>
        <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="retrieve-form">
          <p className="m-auth-hint">{t('account.retrieveHint')}</p>
          <div className="m-auth-field">
            <Link className="m-auth-area-link" to={href('CountryList')} data-testid="retrieve-area">
              {areaCode}
            </Link>
            <input name="account" autoComplete="username" placeholder={t('account.retrieveAccountPlaceholder')} maxLength={ACCOUNT_MAX_CHARS} value={account} onChange={(e) => setAccount(e.target.value)} />
          </div>
          <button type="submit" className="m-btn m-btn--block" data-testid="retrieve-next">
            {t('account.next')}
          </button>
        </form>
      </ScrollArea>
    </Page>
  );
}
