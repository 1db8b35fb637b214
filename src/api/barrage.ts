// Typed calls of the barrage API family (records in contract/barrage.ts).
import * as contract from './contract/barrage';
import { bindFamily } from './bind';

export const barrageApi = bindFamily(contract);
