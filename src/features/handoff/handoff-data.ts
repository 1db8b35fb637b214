// The one HTTP call of play-on-the-TV: the signed-in user's TVs online now.
import { call } from '@src/api/call';
import { getHandoffTvs, type HandoffTv } from '@src/api/contract/handoff';

export async function fetchHandoffTvs(signal?: AbortSignal): Promise<HandoffTv[]> {
  return (await call(getHandoffTvs, {}, { signal })).list;
}
