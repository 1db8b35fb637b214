// Load-more footer (spec 002 §2/§4): 0 hidden (its status says 加载完成 after a load), 1 loading,
// 2 no more, 3 加载失败.
import { useT } from '@src/i18n';
import { useLoadCompleted } from '@src/lib/use-load-completed';

export type LoadState = 0 | 1 | 2 | 3;

export function LoadMoreFooter({ state, noMoreText }: { state: LoadState; noMoreText?: string }) {
  const t = useT();
  const completed = useLoadCompleted(state);
  if (state === 0) {
    return completed ? (
      <div className="tv-load-more tv-load-more-0" data-state={0} role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('footer.complete')}
      </div>
    ) : null;
  }
  const text = state === 1 ? t('footer.loading') : state === 2 ? (noMoreText ?? t('footer.noMore')) : t('footer.failed');
  return (
    <div className={`tv-load-more tv-load-more-${state}`} data-state={state} style={{ textAlign: 'center', color: '#7d8390', fontSize: '0.26rem', padding: '0.2rem 0' }}>
      {text}
    </div>
  );
}
