// The settings page's entry to youth mode on the phone: its state, a tap opens /youth.
import { useNavigate } from 'react-router-dom';
import { href } from '@src/routes/href';
import { useYouthState } from '@src/features/youth';
import { useMt } from '../../text';

export function YouthSettingRow() {
  const t = useMt();
  const navigate = useNavigate();
  const state = useYouthState();
  return (
    <div className="m-settings-group">
      <button type="button" className="m-settings-row" data-testid="setting-youth" onClick={() => navigate(href('Youth'))}>
        <span>{t('youth.entry')}</span>
        <span className="m-settings-value">
          {state.data ? (state.data.on ? t('youth.on') : t('youth.off')) : ''}
          <span aria-hidden="true"> ›</span>
        </span>
      </button>
    </div>
  );
}
