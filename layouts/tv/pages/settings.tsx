// Local settings on TV: the switches of spec 000 §3, the simplified/traditional switch
// (label 简体中文 / 繁体中文) and the entry to shield management, which is the `?tab=shield`
// view of this page (Back returns to the list). OK toggles.
import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { getLang, useT } from '@src/i18n';
import { settingsStore, useSettings } from '@src/stores/settings';
import { SHIELD_SETTINGS_URL, settingsTabFrom, shieldStrings } from '@src/features/shield';
import { ShieldManager } from './shield/shield-manager';
import { YouthSettingRow } from './youth/youth-setting-row';
import { usePageReady } from '../shell/page-context';
import { tvText } from '../tv-strings';
import './watch/watch.css';
import './settings.css';

const SettingRow = memo(function SettingRow({ id, label, value, onToggle, testId }: { id: string; label: string; value: string; onToggle: () => void; testId?: string }) {
  const { ref, itemProps } = useFocusItem({ id, onEnter: onToggle }, 'tv-setting');
  return (
    <div ref={ref} {...itemProps} data-testid={testId}>
      <span className="tv-setting-label">{label}</span>
      <span className="tv-setting-value">{value}</span>
    </div>
  );
});

export default function SettingsPage() {
  const location = useLocation();
  return settingsTabFrom(location.search) === 'shield' ? <ShieldTab /> : <MainTab />;
}

function ShieldTab() {
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{shieldStrings.title}</div>
      <div className="tv-settings-shield" data-testid="settings-shield">
        <ShieldManager focusKey="settings/shield" />
      </div>
    </ScrollPane>
  );
}

function MainTab() {
  const t = useT();
  const navigate = useTvNavigate();
  const s = useSettings((x) => x);
  const on = (v: boolean) => (v ? tvText('on') : tvText('off'));
  usePageReady(true);
  const st = settingsStore.getState();
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('settings.title')}</div>
      <FocusSection focusKey="settings/list" className="tv-settings">
        <SettingRow id="language" testId="setting-language" label={t('settings.language')} value={s.langText} onToggle={() => void st.setLanguage(getLang() === 'zh-TW' ? 'zh-CN' : 'zh-TW')} />
        <SettingRow id="enable-notify" label={t('settings.enableNotify')} value={on(s.enableNotify)} onToggle={() => st.setEnableNotify(!s.enableNotify)} />
        <SettingRow id="only-receive-friend-message" label={t('settings.onlyReceiveFriendMessage')} value={on(s.onlyReceiveFriendMessage)} onToggle={() => st.setOnlyReceiveFriendMessage(!s.onlyReceiveFriendMessage)} />
        <SettingRow id="auto-play-when-wwan" label={t('settings.autoPlayWhenWWAN')} value={on(s.autoPlayWhenWWAN)} onToggle={() => st.setAutoPlayWhenWWAN(!s.autoPlayWhenWWAN)} />
        <SettingRow id="more-fun-skip" label={t('settings.moreFunSkip')} value={on(s.moreFun.skip)} onToggle={() => st.setMoreFun({ skip: !s.moreFun.skip })} />
        <SettingRow id="more-fun-next" label={t('settings.moreFunNext')} value={on(s.moreFun.next)} onToggle={() => st.setMoreFun({ next: !s.moreFun.next })} />
        <SettingRow id="more-fun-both" label={t('settings.moreFunBoth')} value={on(s.moreFun.both)} onToggle={() => st.setMoreFun({ both: !s.moreFun.both })} />
        <YouthSettingRow />
        <SettingRow id="shield" testId="setting-shield" label={shieldStrings.entry} value={`${shieldStrings.entrySub} ›`} onToggle={() => navigate(SHIELD_SETTINGS_URL)} />
      </FocusSection>
    </ScrollPane>
  );
}
