import { useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { useT } from '@src/i18n';
import { FocusButton } from './focus-button';

/**
 * Empty-state block: main text, sub text and a Back button, so a remote always has something
 * focused on arrival. With one button there is nothing for an arrow to move to; the block says
 * so (data-nothing-to-move), which the remote crawl (tests/e2e/tv-crawl.test.ts) reads.
 */
export function EmptyState({ text, sub }: { text?: string; sub?: string }) {
  const t = useT();
  const navigate = useTvNavigate();
  const goBack = useCallback(() => navigate(-1), [navigate]);
  return (
    <div className="tv-empty" data-testid="empty-state" data-nothing-to-move="empty" style={{ textAlign: 'center', paddingTop: '1.6rem' }}>
      <div style={{ fontSize: '0.36rem', color: '#dfe2e8' }}>{text ?? t('common.empty')}</div>
      <div style={{ fontSize: '0.26rem', color: '#7d8390', margin: '0.16rem 0 0.4rem' }}>{sub ?? t('common.emptySub')}</div>
      <FocusButton focusKey="empty-back" label={t('common.back')} onPress={goBack} testId="empty-back" />
    </div>
  );
}
