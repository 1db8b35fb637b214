// /message on TV: private messages and the four notice lists with their unread counts.
import { useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { NOTICE_ENTRIES, useMessageCounts } from '@src/features/messages';
import { useT } from '@src/i18n';
import { ROUTE_BY_NAME } from '@src/routes';
import { routePath } from '@src/routes/table';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import '../chat/chat.css';

function Entries() {
  const t = useT();
  const navigate = useTvNavigate();
  const counts = useMessageCounts().data;
  usePageReady(true);
  const rows = [{ route: 'PrivateMessage' as const, count: counts?.privateMsgCount ?? 0 }, ...NOTICE_ENTRIES.map((e) => ({ route: e.route, count: counts?.[e.count] ?? 0 }))];
  const go = useCallback((path: string) => navigate(path), [navigate]);
  return (
    <div>
      <div className="tv-page-title">{t('routes.message')}</div>
      <FocusSection focusKey="message/entries" className="tv-conv-list">
        {rows.map((r) => (
          <FocusButton
            key={r.route}
            id={r.route}
            testId={`message-entry-${r.route}`}
            label={`${t(ROUTE_BY_NAME[r.route].titleKey)}${r.count > 0 ? `  (${r.count > 99 ? '99+' : r.count})` : ''}`}
            onPress={() => go(routePath(r.route))}
          />
        ))}
      </FocusSection>
    </div>
  );
}

export default function MessageCentrePage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.message')} />;
  return <Entries key={uid} />;
}
