// /message: the message centre: private messages and the four notice lists, with unread counts.
import { Link } from 'react-router-dom';
import { NOTICE_ENTRIES, useMessageCounts } from '@src/features/messages';
import { href } from '@src/routes/href';
import { ROUTE_BY_NAME } from '@src/routes';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import './messages.css';

function Entries() {
  const t = useMt();
  const counts = useMessageCounts().data;
  const rows = [
    { route: 'PrivateMessage' as const, count: counts?.privateMsgCount ?? 0 },
    ...NOTICE_ENTRIES.map((e) => ({ route: e.route, count: counts?.[e.count] ?? 0 })),
  ];
  return (
    <ul className="m-msg-entries">
      {rows.map((r) => (
        <li key={r.route}>
          <Link className="m-msg-entry m-link-reset" to={href(r.route as 'PrivateMessage')} data-testid={`message-entry-${r.route}`}>
            <span className="m-msg-entry-title">{t(ROUTE_BY_NAME[r.route].titleKey)}</span>
            {r.count > 0 && <span className="m-msg-count">{r.count > 99 ? '99+' : r.count}</span>}
            <span className="m-msg-arrow" aria-hidden="true">›</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function MessageCentrePage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.message') }}>
      <LoginGate>{(uid) => <Entries key={uid} />}</LoginGate>
    </Page>
  );
}
