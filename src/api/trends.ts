// Typed calls of the trends API family (records in contract/trends.ts).
import * as contract from './contract/trends';
import { bindFamily } from './bind';

export const trendsApi = bindFamily(contract);
