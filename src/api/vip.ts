// Typed calls of the vip API family (records in contract/vip.ts).
import * as contract from './contract/vip';
import { bindFamily } from './bind';

export const vipApi = bindFamily(contract);
