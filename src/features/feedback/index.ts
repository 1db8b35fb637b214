export {
  PLAY_FEEDBACK_GROUPS, DESCRIPTION_MAX, NO_CHOICES, visibleGroups, toggleChoice, firstMissingGroup, charCount, clipDescription, playFeedbackPayload, sendPlayFeedback,
  type Choices, type FeedbackGroup, type GroupId, type PlayFeedbackContext,
} from './play-feedback';
export { SUGGESTION_CONTENT_MAX, SUGGESTION_CONTACT_MAX, SUGGESTION_TYPES, FEEDBACK_MAX_IMAGES, suggestionProblem, sendSuggestion, type SuggestionForm } from './suggestion';
export { finishFeedback, FEEDBACK_DONE_MS } from './finish';
export { useFeedbackText, openedFromApp } from './labels';
export { usePlayFeedbackForm } from './use-play-feedback';
export { useSuggestionForm } from './use-suggestion';
