import { dynamicState } from '@src/features/publish';
import type { Trend } from '@src/api/contract/trends';
import { useMt } from '../../text';

/** The line under a dynamic: its video's state (processing with progress, published, failed with reason). */
export function useStateText(): (tr: Trend) => string {
  const t = useMt();
  return (tr) => {
    const st = dynamicState(tr);
    if (st === 'processing') return tr.progress !== undefined ? t('dynamics.processingProgress', { n: tr.progress }) : t('dynamics.processing');
    if (st === 'failed') return `${t('dynamics.failed')}${tr.reason ? `：${tr.reason}` : ''}`;
    if (st === 'published') return t('dynamics.published');
    return '';
  };
}
