import { useLocation, useNavigate } from 'react-router-dom';
import { SHIELD_SETTINGS_URL, settingsTabFrom, shieldStrings } from '@src/features/shield';
import { getLang, type Lang } from '@src/i18n';
import { useSettings, settingsStore } from '@src/stores/settings';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { SwitchRow } from '../../components/switch/switch';
import { useMt } from '../../text';
import { ShieldManager } from '../shield/shield-manager';
import { YouthSettingRow } from '../youth/youth-setting-row';
import '../watch/watch-page.css';
import './settings-page.css';
import { useAction } from '@src/data/use-action';

/**
 * Local settings (spec 000 §3), the simplified/traditional switch and the entry to shield
 * management, which is the `?tab=shield` view of this page.
 */
export default function SettingsPage() {
  const location = useLocation();
  return settingsTabFrom(location.search) === 'shield' ? <ShieldTab /> : <MainTab />;
}

function ShieldTab() {
  return (
    <Page nav={{ title: shieldStrings.title }}>
      <ScrollArea>
        <div className="m-watch-body" data-testid="settings-shield">
          <ShieldManager />
        </div>
      </ScrollArea>
    </Page>
  );
}

function MainTab() {
  const t = useMt();
  const navigate = useNavigate();
  const s = useSettings((st) => st);
  // The other dictionary is a chunk of its own: one switch at a time, a failed load is told.
  const switching = useAction((next: Lang) => settingsStore.getState().setLanguage(next));
  const toggleLang = async () => {
    const next: Lang = getLang() === 'zh-TW' ? 'zh-CN' : 'zh-TW';
    const out = await switching.run(next);
    if (!out.ok && !out.busy) toast(t('errors.loadFailed'), TOAST_MEDIUM_MS);
  };

  return (
    <Page nav={{ title: t('settings.title') }}>
      <ScrollArea>
        <div className="m-settings-group">
          <SwitchRow label={t('settings.enableNotify')} checked={s.enableNotify} onChange={s.setEnableNotify} testId="setting-enableNotify" />
          <SwitchRow
            label={t('settings.onlyReceiveFriendMessage')}
            checked={s.onlyReceiveFriendMessage}
            onChange={s.setOnlyReceiveFriendMessage}
            testId="setting-onlyReceiveFriendMessage"
          />
          <SwitchRow label={t('settings.autoPlayWhenWWAN')} checked={s.autoPlayWhenWWAN} onChange={s.setAutoPlayWhenWWAN} testId="setting-autoPlayWhenWWAN" />
        </div>
        <div className="m-settings-group">
          <SwitchRow label={t('settings.moreFunSkip')} checked={s.moreFun.skip} onChange={(v) => s.setMoreFun({ skip: v })} testId="setting-moreFun-skip" />
          <SwitchRow label={t('settings.moreFunNext')} checked={s.moreFun.next} onChange={(v) => s.setMoreFun({ next: v })} testId="setting-moreFun-next" />
        </div>
        <div className="m-settings-group">
          <button type="button" className="m-settings-row" data-testid="lang-switch" aria-busy={switching.busy} onClick={() => void toggleLang()}>
            <span>{t('settings.language')}</span>
            <span className="m-settings-value">
              {s.langText}
              <span aria-hidden="true"> ›</span>
            </span>
          </button>
        </div>
        <YouthSettingRow />
        <div className="m-settings-group">
          <button type="button" className="m-settings-row" data-testid="setting-shield" onClick={() => navigate(SHIELD_SETTINGS_URL)}>
            <span>{shieldStrings.entry}</span>
            <span className="m-settings-value">
              {shieldStrings.entrySub}
              <span aria-hidden="true"> ›</span>
            </span>
          </button>
        </div>
      </ScrollArea>
    </Page>
  );
}
