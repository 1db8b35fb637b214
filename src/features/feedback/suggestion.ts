// The /feedback form (AddSuggestion): a type, the text (1-500 characters) and an optional
// contact (up to 100), the limits of the contract checked before sending so a person sees
// what is wrong at once; the server checks them again and its message is shown either way.
// Up to FEEDBACK_MAX_IMAGES images, uploaded when picked (as a complaint's, through
// UploadChatImage), travel as their paths.
import { callEnvelope } from '@src/api/call';
import { addSuggestion } from '@src/api/contract/help';
import { FEEDBACK_MAX_IMAGES } from '@src/api/contract/limits';
import type { MessageKey } from '@src/i18n';
import { charCount, stripUndefined } from './play-feedback';

export const SUGGESTION_CONTENT_MAX = 500;
export const SUGGESTION_CONTACT_MAX = 100;
export { FEEDBACK_MAX_IMAGES };

export const SUGGESTION_TYPES: readonly { value: 1 | 2 | 3 | 4; labelKey: MessageKey }[] = [
  { value: 1, labelKey: 'suggestion.typeBug' },
  { value: 2, labelKey: 'suggestion.typeIdea' },
  { value: 3, labelKey: 'suggestion.typeContent' },
  { value: 4, labelKey: 'suggestion.typeOther' },
];

export interface SuggestionForm {
  type: 1 | 2 | 3 | 4;
  content: string;
  contact: string;
  /** Uploaded images: the server's path and a local preview URL for the thumbnail. */
  images: readonly SuggestionImage[];
}

export interface SuggestionImage {
  path: string;
  preview: string;
}

/** The message key of what is wrong, or null when the form may be sent. */
export function suggestionProblem(f: Omit<SuggestionForm, 'images'>): MessageKey | null {
  const content = f.content.trim();
  if (!content) return 'suggestion.contentRequired';
  if (charCount(content) > SUGGESTION_CONTENT_MAX) return 'suggestion.contentTooLong';
  if (charCount(f.contact.trim()) > SUGGESTION_CONTACT_MAX) return 'suggestion.contactTooLong';
  return null;
}

/** Sends it; resolves with the server's thank-you message. */
export async function sendSuggestion(f: SuggestionForm): Promise<string> {
  const images = f.images.slice(0, FEEDBACK_MAX_IMAGES).map((i) => i.path);
  const body = stripUndefined({ type: f.type, content: f.content.trim(), contact: f.contact.trim() || undefined, images: images.length ? images : undefined });
  return (await callEnvelope(addSuggestion, body)).msg;
}
