// Local settings on TV: the switches of spec 000 §3, the simplified/traditional switch
// (label 简体中文 / 繁体中文) and the entry to shield management, which is the `?tab=shield`
// view of this page (Back returns to the list). OK toggles. 只接收好友私信 is the server's flag
// (the same as /chatSet's), shown to a signed-in user only; 连续播放 is moreFun's master switch.
import { memo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { useLanguageSwitch } from '@src/features/settings';
import { settingsStore, useSettings } from '@src/stores/settings';
import { useFriendOnly } from '@src/features/messages';
import { SHIELD_SETTINGS_URL, settingsTabFrom, shieldStrings } from '@src/features/shield';
import { ShieldManager } from './shield/shield-manager';
import { YouthSettingRow } from './youth/youth-setting-row';
import { usePageReady } from '../shell/page-context';
import { useTvStep } from '../components/use-tv-step';
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
  const friendOnly = useFriendOnly();
  const on = (v: boolean) => (v ? tvText('on') : tvText('off'));
  usePageReady(true);
  const st = settingsStore.getState();
  const switchLanguage = useTvStep(useLanguageSwitch(), { toastProblem: true }).submit;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('settings.title')}</div>
      <FocusSection focusKey="settings/list" className="tv-settings">
        <SettingRow id="language" testId="setting-language" label={t('settings.language')} value={s.langText} onToggle={() => void switchLanguage()} />
        <SettingRow id="enable-notify" testId="setting-enableNotify" label={t('settings.enableNotify')} value={on(s.enableNotify)} onToggle={() => st.setEnableNotify(!s.enableNotify)} />
        {friendOnly.signedIn && friendOnly.value !== undefined && (
          <SettingRow
            id="only-receive-friend-message"
            testId="setting-onlyReceiveFriendMessage"
            label={t('settings.onlyReceiveFriendMessage')}
            value={on(friendOnly.value)}
            onToggle={() => friendOnly.set(!friendOnly.value)}
          />
        )}
        <SettingRow id="auto-play-when-wwan" testId="setting-autoPlayWhenWWAN" label={t('settings.autoPlayWhenWWAN')} value={on(s.autoPlayWhenWWAN)} onToggle={() => st.setAutoPlayWhenWWAN(!s.autoPlayWhenWWAN)} />
        <SettingRow id="more-fun-both" testId="setting-moreFun-both" label={t('settings.moreFunBoth')} value={on(s.moreFun.both)} onToggle={() => st.setMoreFun({ both: !s.moreFun.both })} />
        <SettingRow id="more-fun-skip" testId="setting-moreFun-skip" label={t('settings.moreFunSkip')} value={on(s.moreFun.skip)} onToggle={() => st.setMoreFun({ skip: !s.moreFun.skip })} />
        <SettingRow id="more-fun-next" testId="setting-moreFun-next" label={t('settings.moreFunNext')} value={on(s.moreFun.next)} onToggle={() => st.setMoreFun({ next: !s.moreFun.next })} />
        <YouthSettingRow />
        <SettingRow id="shield" testId="setting-shield" label={shieldStrings.entry} value={`${shieldStrings.entrySub} ›`} onToggle={() => navigate(SHIELD_SETTINGS_URL)} />
      </FocusSection>
    </ScrollPane>
  );
}
