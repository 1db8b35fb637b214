// Typed calls of the video API family (records in contract/video.ts).
import * as contract from './contract/video';
import { bindFamily } from './bind';

export const videoApi = bindFamily(contract);
