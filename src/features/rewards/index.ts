// The personal centre's own data (issue 12): favourites, ratings, gold, level, tasks, daily
// sign-in and invitations, and the badges the user page shows for them.
export { useMyCollection, withoutVideos } from './collection';
export { useMyVotes, stepScore, SCORE_MIN, SCORE_MAX, type MyVote } from './votes';
export { useMyGold, signedAmount, GOLD_FILTERS } from './gold';
export { useMyLevel, levelIcon, levelProgress, expToNext } from './level';
export { useTaskCenter, taskState, taskRoute, claimableCount, type Task, type TaskKind } from './tasks';
export { useSignIn, weekCells } from './sign-in';
export { useInvitation, useInputInvitationCode, invitationCodeProblem, normalizeInvitationCode, INVITATION_CODE_CHARS } from './invitation';
export { useCentreBadges } from './centre-badges';
