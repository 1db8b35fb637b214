export { socialFollowState, pressSocialFollow, type SocialFollowDeps } from './follow-user';
export { useUserSpace, useUserList, useBlackList, removeFromBlacklist, useFollowOverrides } from './social-lists';
