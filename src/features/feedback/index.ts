export { PLAY_FEEDBACK_GROUPS, DESCRIPTION_MAX, NO_CHOICES, visibleGroups, toggleChoice, firstMissingGroup, charCount, clipDescription, playFeedbackPayload } from './play-feedback';
export { SUGGESTION_CONTENT_MAX, SUGGESTION_CONTACT_MAX, SUGGESTION_TYPES, FEEDBACK_MAX_IMAGES, suggestionProblem } from './suggestion';
export { usePlayFeedbackForm } from './use-play-feedback';
export { useSuggestionForm } from './use-suggestion';
