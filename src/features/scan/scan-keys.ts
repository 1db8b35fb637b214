// The scan area's query keys, in one factory.
import { meKey } from '@src/data/keys';

export const scanKeys = {
  /** The asking device of one login ticket (the signed-in approver's). */
  loginTicket: (ticket: string | null) => meKey('loginTicket', ticket),
};
