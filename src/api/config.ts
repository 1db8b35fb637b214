// Typed calls of the config API family (records in contract/config.ts).
import * as contract from './contract/config';
import { bindFamily } from './bind';

export const configApi = bindFamily(contract);
