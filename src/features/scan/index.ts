export { classifyScan, scanTarget, ticketOf, SCANNED_TEXT_MAX, type ScannedCode } from './scan-text';
export { useTvScanLogin, refreshDelayMs, type TvScanState } from './tv-scan-login';
export { useLoginTicketAsk, useAuthorizeLogin, decideLoginTicket, refusalText, ticketFacts, type TicketAsk, type TicketFacts, type Decision } from './authorize';
export { decodeImageFile } from './decode';
export { useQrCamera, type CameraState } from './use-qr-camera';
