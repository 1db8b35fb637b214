export { startSession } from './session-start';
export { loadMapsScript } from './maps-loader';
export { configValue, loadAppConfig, MAPS_KEY_NAME } from './app-config';
