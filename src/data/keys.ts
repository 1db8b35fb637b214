// Query keys. The first part names who the data belongs to: ME_KEY entries are the signed-in
// user's (history, watching, barrage settings...) and are reset when the user changes; the
// rest are the same for everyone (catalog, video details keyed by uid where it matters).
import type { QueryKey } from '@tanstack/react-query';

export const ME_KEY = 'me';

/** A key for data of the current user (reset on login and logout). */
export const meKey = (...parts: readonly unknown[]): QueryKey => [ME_KEY, ...parts];
