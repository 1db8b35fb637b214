export { addShieldUser, deleteShieldUser, addShieldKeyword, deleteShieldKeyword, SHIELD_KEYWORD_MAX } from './shield-actions';
export { startShieldSync } from './shield-sync';
export { useShieldLists } from './use-shield';
export { shieldStrings } from './shield-strings';
export { SHIELD_SETTINGS_URL, settingsTabFrom } from './shield-route';
