// /myDynamic on TV: the user's dynamics as a focus list (OK opens the detail), with the publish
// entry first so something is focused in every state (loading, empty, failed).
import { memo } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { dynamicState, useMyDynamics } from '@src/features/publish';
import type { Trend } from '@src/api/contract/trends';
import { useSession } from '@src/stores/session';
import { href } from '@src/routes/href';
import { relativeTime } from '@src/lib/format';
import { useTvNavigate } from '../../router/navigate';
import { FocusButton } from '../../components/focus-button';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import { stateText } from './dynamic-state-text';
import './dynamics.css';

const Row = memo(function Row({ tr, onOpen, onNearEnd }: { tr: Trend; onOpen: (id: number) => void; onNearEnd: () => void }) {
  const { ref, itemProps } = useFocusItem({ id: tr.id, onEnter: () => onOpen(tr.id), onFocus: onNearEnd }, 'tv-dyn-row');
  return (
    <div ref={ref} {...itemProps} data-testid="dynamic-item" data-state={dynamicState(tr)} data-id={tr.id}>
      {tr.cover ? <img className="tv-dyn-thumb" src={tr.cover} alt="" /> : <span className="tv-dyn-thumb" />}
      <span className="tv-dyn-info">
        <span className="tv-dyn-text">{tr.description}</span>
        <span className="tv-dyn-meta" data-testid="dynamic-state">
          {stateText(tr)}
        </span>
        <span className="tv-dyn-meta">{relativeTime(tr.createdAt)}</span>
      </span>
    </div>
  );
});

function MyList() {
  const t = useT();
  const navigate = useTvNavigate();
  const list = useMyDynamics();
  usePageReady(true);
  const open = (id: number) => navigate(href('DynamicDetail', {}, { id }));
  const last = list.items.length - 1;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.myDynamic')}</div>
      <FocusSection focusKey="my-dynamic/list" className="tv-dyn-list">
        <FocusButton id="publish" label={t('routes.publishDynamic')} onPress={() => navigate(href('PublishDynamic'))} testId="dyn-publish" />
        {list.status === 'empty' && (
          <>
            <div className="tv-dyn-meta">{t('dynamics.empty')}</div>
            <FocusButton id="back" label={t('common.back')} onPress={() => navigate(-1)} testId="dyn-back" />
          </>
        )}
        {(list.status === 'error' || list.status === 'network-error') && <FocusButton id="retry" label={t('common.retry')} onPress={() => void list.refresh()} />}
        {list.items.map((tr, i) => (
          <Row key={tr.id} tr={tr} onOpen={open} onNearEnd={i >= last - 2 ? list.loadMore : noop} />
        ))}
      </FocusSection>
    </ScrollPane>
  );
}

function noop() {}

export default function MyDynamicPage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.myDynamic')} />;
  return <MyList key={uid} />;
}
