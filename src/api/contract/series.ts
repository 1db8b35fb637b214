// 追剧 (issue 42 point 4): following a series, and the home row of followed series with their
// newest unseen episode. Not in the spec (it names no such calls); the names follow its style.
import { endpoint } from './endpoint';
import { array, boolean, integer, object } from './schema';
import { mediaKey, pageQuery, videoItemSchema } from './common';

export const followSeries = endpoint({
  name: 'followSeries',
  method: 'GET',
  path: '/api/Video/FollowSeries',
  query: object({ mediaKey: mediaKey() }),
  reply: object({ followed: boolean() }),
  auth: 'required',
  doc: "Toggles following the series (追剧/已追剧); a follower gets a message-centre notice and a mark on the home's 我的追剧 row for each episode published after.",
});

export const getSeriesFollow = endpoint({
  name: 'getSeriesFollow',
  method: 'GET',
  path: '/api/Video/GetSeriesFollow',
  query: object({ mediaKey: mediaKey() }),
  reply: object({ followed: boolean() }),
  auth: 'required',
  doc: 'Whether the caller follows the series; asked by the watch page, it also marks the series\' new episodes seen (the home row drops their mark).',
});

export const followedSeriesItemSchema = object({
  video: videoItemSchema,
  /** The newest episode (its number) published since the caller last opened the series; 0 = none. */
  newEpisode: integer({ minimum: 0 }),
});

export const getFollowedSeries = endpoint({
  name: 'getFollowedSeries',
  method: 'GET',
  path: '/api/home/GetFollowedSeries',
  query: object({ pageSize: pageQuery.pageSize }),
  reply: object({ list: array(followedSeriesItemSchema) }),
  auth: 'required',
  doc: "The caller's followed series (我的追剧), those with a new episode first, then by newest follow.",
});
