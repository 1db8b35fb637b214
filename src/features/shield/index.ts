export { addShieldUser, deleteShieldUser, addShieldKeyword, deleteShieldKeyword, checkKeyword, SHIELD_KEYWORD_MAX } from './shield-actions';
export { followSessionForShields, startShieldSync, type ShieldSyncDeps } from './shield-sync';
export { useShieldSync, useShieldLists } from './use-shield';
export { shieldStrings } from './shield-strings';
export { SHIELD_SETTINGS_URL, settingsTabFrom, type SettingsTab } from './shield-route';
