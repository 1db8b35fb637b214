// Typed calls of the upload API family (records in contract/upload.ts).
import * as contract from './contract/upload';
import { bindFamily } from './bind';

export const uploadApi = bindFamily(contract);
