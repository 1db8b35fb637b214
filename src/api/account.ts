// Typed calls of the account family (records in contract/account.ts): account entry, personal
// centre, tasks, sign-in, invitations and the phone side of scan-to-login.
import * as contract from './contract/account';
import { bindFamily } from './bind';

export const accountApi = bindFamily(contract);
