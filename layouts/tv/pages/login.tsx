import { AccountForm } from './account-form';

export default function LoginPage() {
  return <AccountForm mode="login" />;
}
