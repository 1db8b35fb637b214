// Typed calls of the social API family (records in contract/social.ts).
import * as contract from './contract/social';
import { bindFamily } from './bind';

export const socialApi = bindFamily(contract);
