import { AccountForm } from '../components/account-form';

export default function RegisterPage() {
  return <AccountForm mode="register" />;
}
