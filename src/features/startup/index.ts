export { startSession, recordSessionVisit } from './session-start';
export { loadMapsScript } from './maps-loader';
export { configValue } from './app-config';
