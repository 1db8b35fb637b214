// The TV account-entry pages as one chunk: seven routes behind one dynamic import keep the page
// map (on the home page's initial path) small.
export { default as SetPasswordPage } from './set-password';
export { default as RetrievePasswordPage } from './retrieve-password';
export { default as RetrievePasswordImgPage } from './retrieve-password-img';
export { default as RetrievePasswordCodePage } from './retrieve-password-code';
export { default as ResetPasswordPage } from './reset-password';
export { default as CountryListPage } from './country-list';
export { default as SelectAreaPage } from './select-area';
