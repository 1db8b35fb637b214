// The TV scan pages as one chunk (one dynamic import in the page map, see ../account/pages.ts).
export { default as ScanCodePage } from './scan-code';
export { default as ScanCodeResultPage } from './scan-code-result';
export { default as AuthorizeLoginPage } from './authorize-login';
