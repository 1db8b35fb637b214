import { Link } from 'react-router-dom';
import '../settings/settings-page.css';
import './profile.css';

/** A tappable row to another page: a label and the current value. */
export function Row({ to, label, value, testId }: { to: string; label: string; value: string; testId?: string }) {
  return (
    <Link to={to} className="m-settings-row" data-testid={testId}>
      <span>{label}</span>
      <span className="m-profile-value">
        <span>{value}</span>
        <span aria-hidden="true">›</span>
      </span>
    </Link>
  );
}
