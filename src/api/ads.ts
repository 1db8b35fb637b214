// Typed calls of the ads API family (records in contract/ads.ts).
import * as contract from './contract/ads';
import { bindFamily } from './bind';

export const adsApi = bindFamily(contract);
