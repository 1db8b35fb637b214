export { socialFollowState, pressSocialFollow, confirmUnblock, socialFollowDeps, type SocialFollowState, type SocialFollowDeps, type Followed } from './follow-user';
export { useUserSpace, useUserList, useBlackList, removeFromBlacklist, useFollowOverrides } from './social-lists';
