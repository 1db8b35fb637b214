// The TV personal-centre pages of issue 12 as one chunk: nine routes behind one dynamic import
// keep the page map (on the home page's initial path) small.
export { default as MyCollectionPage } from './my-collection';
export { default as VoteManagePage } from './vote-manage';
export { default as MyGoldPage } from './my-gold';
export { default as MyLevelPage } from './my-level';
export { TaskCenterPage, NewHandTaskPage } from './task-center';
export { default as SignInPage } from './sign-in';
export { default as InvitationPage } from './invitation';
export { default as InputInvitationCodePage } from './input-invitation-code';
