export { classifyScan, scanTarget, ticketOf } from './scan-text';
export { useTvScanLogin, refreshDelayMs } from './tv-scan-login';
export { useAuthorizeLogin, refusalText, ticketFacts } from './authorize';
export { useScanPhoto, scanNext } from './use-scan-photo';
export { useQrCamera } from './use-qr-camera';
