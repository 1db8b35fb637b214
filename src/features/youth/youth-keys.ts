// Youth mode's query keys. The state is the signed-in user's (or, for a guest, the device's):
// under `me`, reset when the user changes.
import type { QueryKey } from '@tanstack/react-query';
import { meKey } from '@src/data/keys';

export const youthKeys = {
  state: () => meKey('youth'),
  /**
   * Every entry: turning the mode on or off changes what the server lists and plays for this
   * viewer (home, rank, search, details), so all of it is asked again.
   */
  everything: (): QueryKey => [],
};
