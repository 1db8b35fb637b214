// Typed calls of the home API family (records in contract/home.ts).
import * as contract from './contract/home';
import { bindFamily } from './bind';

export const homeApi = bindFamily(contract);
