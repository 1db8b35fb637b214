// Shield management has no route of its own: it is a tab of the settings page in both layouts
// (/settings?tab=shield), so the player's "屏蔽管理" link and the settings entry share one URL.
import { href } from '@src/routes/href';

export type SettingsTab = 'main' | 'shield';

export const SHIELD_SETTINGS_URL = href('Settings', {}, { tab: 'shield' });

/** The settings tab named by a location search ("?tab=shield"); anything else is the main list. */
export function settingsTabFrom(search: string): SettingsTab {
  return new URLSearchParams(search).get('tab')?.toLowerCase() === 'shield' ? 'shield' : 'main';
}
