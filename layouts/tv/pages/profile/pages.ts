// The TV profile and account-security pages as one chunk (nine routes behind one dynamic import
// keep the page map, on the home page's initial path, small).
export { default as EditInfoPage } from './edit-info';
export { EditNicknamePage, EditIntroducePage } from './edit-text';
export { default as EditGenderPage } from './edit-gender';
export { default as AccountSecurityPage } from './account-security';
export { default as EmailMobileSettingPage } from './email-mobile-setting';
export { default as VerifyPasswordPage } from './verify-password';
export { default as SetEmailMobilePage } from './set-email-mobile';
export { default as SetEmailMobileSuccessPage } from './set-email-mobile-success';
