// The settings page's entry to youth mode on TV: its state, OK opens /youth.
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useYouthState } from '@src/features/youth';
import { useTvNavigate } from '../../router/navigate';

export function YouthSettingRow() {
  const t = useT();
  const navigate = useTvNavigate();
  const state = useYouthState();
  const { ref, itemProps } = useFocusItem({ id: 'youth', onEnter: () => navigate(href('Youth')) }, 'tv-setting');
  const value = state.data ? (state.data.on ? t('youth.on') : t('youth.off')) : '';
  return (
    <div ref={ref} {...itemProps} data-testid="setting-youth">
      <span className="tv-setting-label">{t('youth.entry')}</span>
      <span className="tv-setting-value">{`${value} ›`}</span>
    </div>
  );
}
