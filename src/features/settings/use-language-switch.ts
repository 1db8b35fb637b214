// 语言 in settings, once for both layouts: simplified <-> traditional. The other dictionary is a
// chunk of its own, so one switch at a time, and a failed load stays with its message.
import { done, stay, useStep } from '@src/data/use-step';
import { getLang } from '@src/i18n';
import { settingsStore } from '@src/stores/settings';

export function useLanguageSwitch() {
  return useStep(async () => {
    try {
      await settingsStore.getState().setLanguage(getLang() === 'zh-TW' ? 'zh-CN' : 'zh-TW');
      return done();
    } catch {
      return stay('errors.loadFailed');
    }
  });
}
