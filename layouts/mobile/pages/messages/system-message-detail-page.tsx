// /systemMessageDetail?id=: one system notice (opening it marks it read).
import { useSearchParams } from 'react-router-dom';
import { useSystemMessageDetail } from '@src/features/messages';
import { relativeTime } from '@src/lib/format';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import './messages.css';

function Detail({ id }: { id: number }) {
  const r = useSystemMessageDetail(id);
  return (
    <LoadingWrapper status={id > 0 ? r.status : 'not-found'} onRefresh={r.reload}>
      {r.data && (
        <article className="m-scroll m-notice-detail" data-testid="system-message-detail">
          <h2>{r.data.title}</h2>
          <time>{relativeTime(r.data.createdAt)}</time>
          <p>{r.data.content}</p>
        </article>
      )}
    </LoadingWrapper>
  );
}

export default function SystemMessageDetailPage() {
  const t = useMt();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <Page nav={{ title: t('routes.systemMessageDetail') }}>
      <LoginGate>{(uid) => <Detail key={`${uid}:${id}`} id={id} />}</LoginGate>
    </Page>
  );
}
