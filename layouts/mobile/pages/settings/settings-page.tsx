import { useState } from 'react';
import { getLang, type Lang } from '@src/i18n';
import { useSettings, settingsStore } from '@src/stores/settings';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { SwitchRow } from '../../components/switch/switch';
import { useMt } from '../../text';
import './settings-page.css';

/** Local settings (spec 000 §3) and the simplified/traditional switch. */
export default function SettingsPage() {
  const t = useMt();
  const s = useSettings((st) => st);
  const [switching, setSwitching] = useState(false);

  const toggleLang = async () => {
    if (switching) return;
    const next: Lang = getLang() === 'zh-TW' ? 'zh-CN' : 'zh-TW';
    setSwitching(true);
    try {
      await settingsStore.getState().setLanguage(next);
    } catch {
      toast(t('errors.loadFailed'), TOAST_MEDIUM_MS);
    } finally {
      setSwitching(false);
    }
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
          <button type="button" className="m-settings-row" data-testid="lang-switch" aria-busy={switching} onClick={() => void toggleLang()}>
            <span>{t('settings.language')}</span>
            <span className="m-settings-value">
              {s.langText}
              <span aria-hidden="true"> ›</span>
            </span>
          </button>
        </div>
      </ScrollArea>
    </Page>
  );
}
