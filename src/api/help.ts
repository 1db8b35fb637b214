// Typed calls of the help API family (records in contract/help.ts).
import * as contract from './contract/help';
import { bindFamily } from './bind';

export const helpApi = bindFamily(contract);
