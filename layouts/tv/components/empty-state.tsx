import { useT } from '@src/i18n';

/** Empty-state block: main text and sub text. */
export function EmptyState({ text, sub }: { text?: string; sub?: string }) {
  const t = useT();
  return (
    <div className="tv-empty" data-testid="empty-state" style={{ textAlign: 'center', paddingTop: '1.6rem' }}>
      <div style={{ fontSize: '0.36rem', color: '#dfe2e8' }}>{text ?? t('common.empty')}</div>
      <div style={{ fontSize: '0.26rem', color: '#7d8390', marginTop: '0.16rem' }}>{sub ?? t('common.emptySub')}</div>
    </div>
  );
}
