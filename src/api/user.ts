// Typed calls of the user API family (records in contract/user.ts).
import * as contract from './contract/user';
import { bindFamily } from './bind';

export const userApi = bindFamily(contract);
