// Play history's query keys. They are the user's (meKey), so they are asked again after login
// and logout.
import { meKey } from '@src/data/keys';

export const historyKeys = {
  /** Play history with positions (the phone's list). */
  records: (pageSize: number) => meKey('history', pageSize),
  /** Play history as posters (the TV grid). */
  videos: (pageSize: number) => meKey('history-videos', pageSize),
};
