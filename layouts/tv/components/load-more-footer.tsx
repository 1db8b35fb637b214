// Load-more footer (spec 002 §2/§4): 0 hidden, 1 loading, 2 no more, 3 failed.
import { useT } from '@src/i18n';

export type LoadState = 0 | 1 | 2 | 3;

export function LoadMoreFooter({ state, noMoreText }: { state: LoadState; noMoreText?: string }) {
  const t = useT();
  if (state === 0) return null;
  const text = state === 1 ? t('footer.loading') : state === 2 ? (noMoreText ?? t('footer.noMore')) : t('footer.failed');
  return (
    <div className={`tv-load-more tv-load-more-${state}`} data-state={state} style={{ textAlign: 'center', color: '#7d8390', fontSize: '0.26rem', padding: '0.2rem 0' }}>
      {text}
    </div>
  );
}
