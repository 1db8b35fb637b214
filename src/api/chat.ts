// Typed calls of the chat and message-centre API family (records in contract/chat.ts).
import * as contract from './contract/chat';
import { bindFamily } from './bind';

export const chatApi = bindFamily(contract);
