// /systemMessageDetail?id= on TV: the notice as a text pane (Up and Down scroll 300 px).
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { TextPane } from '@focus/text-pane';
import { useSystemMessageDetail } from '@src/features/messages';
import { useT } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { useSession } from '@src/stores/session';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import '../chat/chat.css';

function Detail({ id }: { id: number }) {
  const r = useSystemMessageDetail(id);
  usePageReady(r.status !== 'loading' || id <= 0);
  return (
    <LoadingWrapper status={id > 0 ? r.status : 'not-found'} onRefresh={r.reload}>
      {r.data ? (
        <FocusSection focusKey="system-detail">
          <div className="tv-page-title">{r.data.title}</div>
          <TextPane focusKey="system-detail/text" className="tv-notice-text">
            <div className="tv-conv-time">{relativeTime(r.data.createdAt)}</div>
            <p data-testid="system-message-detail">{r.data.content}</p>
          </TextPane>
        </FocusSection>
      ) : null}
    </LoadingWrapper>
  );
}

export default function SystemMessageDetailPage() {
  const t = useT();
  const { search } = useLocation();
  const id = Number(new URLSearchParams(search).get('id')) || 0;
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.systemMessageDetail')} />;
  return <Detail key={`${uid}:${id}`} id={id} />;
}
