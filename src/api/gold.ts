// Typed calls of the gold API family (records in contract/gold.ts).
import * as contract from './contract/gold';
import { bindFamily } from './bind';

export const goldApi = bindFamily(contract);
