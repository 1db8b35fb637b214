// Query keys come from the features' factories, and each write's touches (WRITE_TOUCHES) hit
// real entries of those factories: a write that names a key nobody uses would leave the views
// showing old data (WRITE_TOUCHES.follow() once named ['video'], which matched nothing).
import { describe, expect, it } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '@src/data/query-client';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { ME_KEY } from '@src/data/keys';
import { watchKeys } from '@src/features/watch/watch-keys';
import { socialKeys } from '@src/features/social/social-keys';
import { catalogKeys } from '@src/features/catalog/catalog-keys';
import { historyKeys } from '@src/features/history/history-keys';
import { REWARD_KEYS } from '@src/features/rewards/rewards-keys';
import { publishKeys } from '@src/features/publish/publish-keys';
import { vipKeys } from '@src/features/vip/vip-keys';
import { messagesKeys } from '@src/features/messages/messages-keys';

async function touched(write: readonly QueryKey[], entries: readonly QueryKey[]): Promise<boolean[]> {
  const client = createQueryClient();
  for (const k of entries) client.setQueryData(k, 1);
  await invalidateAfterWrite(write, client);
  return entries.map((k) => client.getQueryState(k)?.isInvalidated ?? false);
}

describe('query key factories', () => {
  it('give the same key for the same inputs and different keys for different inputs', () => {
    expect(watchKeys.details('v1', 7)).toEqual(watchKeys.details('v1', 7));
    expect(watchKeys.details('v1', 7)).not.toEqual(watchKeys.details('v1', 8));
    expect(catalogKeys.rank(20, undefined)).toEqual(catalogKeys.rank(20, 0));
    expect(catalogKeys.search('a', 20, true)).not.toEqual(catalogKeys.search('a', 20, false));
    expect(watchKeys.gate('v1', undefined, 0)).toEqual(['video', 'gate', 'v1', null, 0]);
  });

  it('put the user\'s entries under the me root (reset on login and logout), shared data outside it', () => {
    for (const k of [catalogKeys.watching(40), historyKeys.records(20), socialKeys.space(3), vipKeys.bargain(1), messagesKeys.conversations(), watchKeys.barrageConfig(1), REWARD_KEYS.gold(0)]) expect(k[0]).toBe(ME_KEY);
    for (const k of [catalogKeys.homeRows(), watchKeys.details('v1', 1), watchKeys.related('v1'), vipKeys.shellActivity()]) expect(k[0]).not.toBe(ME_KEY);
  });
});

describe('WRITE_TOUCHES hit the keys they mean', () => {
  it('follow: every video details entry and the follow lists and spaces, nothing else', async () => {
    const entries = [watchKeys.details('v1', 7), watchKeys.details('v2', 0), socialKeys.space(3), socialKeys.list(3, 1), socialKeys.blacklist(), watchKeys.related('v1'), watchKeys.gate('v1', 2, 7), catalogKeys.homeRows()];
    expect(await touched(WRITE_TOUCHES.follow(), entries)).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('comment: that video\'s comment list only', async () => {
    expect(await touched(WRITE_TOUCHES.comment('v1'), [watchKeys.comments('v1'), watchKeys.comments('v2'), watchKeys.details('v1', 0)])).toEqual([true, false, false]);
  });

  it('collection, vote and trend: the rewards and publish lists', async () => {
    expect(await touched(WRITE_TOUCHES.collection(), [REWARD_KEYS.collection(), REWARD_KEYS.votes()])).toEqual([true, false]);
    expect(await touched(WRITE_TOUCHES.vote(), [REWARD_KEYS.votes(), REWARD_KEYS.collection()])).toEqual([true, false]);
    expect(await touched(WRITE_TOUCHES.trend(), [publishKeys.myTrends(), publishKeys.userTrends(3), publishKeys.trendDetail(9), publishKeys.labels()])).toEqual([true, true, true, false]);
  });
});
