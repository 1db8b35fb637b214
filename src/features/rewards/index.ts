// The personal centre's own data (issue 12): favourites, ratings, gold, level, tasks, daily
// sign-in and invitations, and the badges the user page shows for them.
export { useMyCollection, withoutVideos, COLLECTION_PAGE_SIZE } from './collection';
export { useMyVotes, stepScore, SCORE_MIN, SCORE_MAX, type MyVote } from './votes';
export { useMyGold, signedAmount, GOLD_FILTERS, type GoldFilter } from './gold';
export { useMyLevel, levelIcon, levelProgress, expToNext, LEVEL_ICON_MAX, type MyLevel } from './level';
export { useTaskCenter, taskState, taskRoute, claimableCount, type Task, type TaskKind, type TaskState } from './tasks';
export { useSignIn, useSignInTip, weekCells, type DayCell, type SignInInfo } from './sign-in';
export { useInvitation, useInputInvitationCode, invitationCodeProblem, normalizeInvitationCode, INVITATION_CODE_CHARS } from './invitation';
export { useCentreBadges, type CentreBadges } from './centre-badges';
