export { useDiagnostics } from './use-diagnostics';
export type { Check } from './device-checks';
export type { PlaybackReport } from './playback-probe';
