import { useLocation, useNavigate } from 'react-router-dom';
import { useFriendOnly } from '@src/features/messages';
import { SHIELD_SETTINGS_URL, settingsTabFrom, shieldStrings } from '@src/features/shield';
import { useSettings } from '@src/stores/settings';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { SwitchRow } from '../../components/switch/switch';
import { useMt } from '../../text';
import { ShieldManager } from '../shield/shield-manager';
import { YouthSettingRow } from '../youth/youth-setting-row';
import '../watch/watch-page.css';
import './settings-page.css';
import { useLanguageSwitch } from '@src/features/settings';
import { useRunStep } from '../../shell/use-run-step';

/**
 * Local settings (spec 000 §3), the simplified/traditional switch and the entry to shield
 * management, which is the `?tab=shield` view of this page. 只接收好友私信 is the server's flag
 * (the same as /chatSet's), shown to a signed-in user only. 连续播放 is moreFun's master switch.
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
  const friendOnly = useFriendOnly();
  const language = useLanguageSwitch();
  const toggleLang = useRunStep(language);

  return (
    <Page nav={{ title: t('settings.title') }}>
      <ScrollArea>
        <div className="m-settings-group">
          <SwitchRow label={t('settings.enableNotify')} checked={s.enableNotify} onChange={s.setEnableNotify} testId="setting-enableNotify" />
          {friendOnly.signedIn && friendOnly.value !== undefined && (
            <SwitchRow label={t('settings.onlyReceiveFriendMessage')} checked={friendOnly.value} onChange={friendOnly.set} testId="setting-onlyReceiveFriendMessage" />
          )}
          <SwitchRow label={t('settings.autoPlayWhenWWAN')} checked={s.autoPlayWhenWWAN} onChange={s.setAutoPlayWhenWWAN} testId="setting-autoPlayWhenWWAN" />
        </div>
        <div className="m-settings-group">
          <SwitchRow label={t('settings.moreFunBoth')} checked={s.moreFun.both} onChange={(v) => s.setMoreFun({ both: v })} testId="setting-moreFun-both" />
          <SwitchRow label={t('settings.moreFunSkip')} checked={s.moreFun.skip} onChange={(v) => s.setMoreFun({ skip: v })} testId="setting-moreFun-skip" />
          <SwitchRow label={t('settings.moreFunNext')} checked={s.moreFun.next} onChange={(v) => s.setMoreFun({ next: v })} testId="setting-moreFun-next" />
        </div>
        <div className="m-settings-group">
          <button type="button" className="m-settings-row" data-testid="lang-switch" aria-busy={language.busy} onClick={() => void toggleLang()}>
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
