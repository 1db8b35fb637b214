// A large home for the key-latency bench: 20 rows x 40 posters in the contract's shape, served
// two pages of 10 rows like the TV home asks for them. Posters reuse the demo poster files.
import { getHomeRecommend, getWatchingList } from '../../../src/api/contract/home';
import type { VideoItem } from '../../../src/api/contract/common';

export const ROWS = 20;
export const PER_ROW = 40;

function video(id: number, posterFiles: readonly string[]): VideoItem {
  return {
    id,
    mediaKey: `bench${id}`,
    title: `测试影片 ${id}`,
    poster: `/media/posters/${posterFiles[id % posterFiles.length]}`,
    category: 1,
    categoryName: '电影',
    tags: ['测试'],
    year: 2024,
    region: '大陆',
    score: 8.1,
    playCount: 1000 + id,
    description: '',
    episodes: 1,
    vip: id % 7 === 0,
    gold: 0,
    durationSec: 600,
  };
}

/** The data of GET /api/home/GetRecommend for `page` (1-based) with `pageSize` rows. */
export function homePage(page: number, pageSize: number, posterFiles: readonly string[]) {
  const first = (page - 1) * pageSize;
  const sections = [];
  for (let r = first; r < Math.min(ROWS, first + pageSize); r++) {
    const list: VideoItem[] = [];
    for (let i = 0; i < PER_ROW; i++) list.push(video(100_000 + r * PER_ROW + i, posterFiles));
    sections.push({ id: r + 1, title: `第 ${r + 1} 行`, categoryId: 1, list });
  }
  const data = { banner: [], sections, page, hasMore: first + pageSize < ROWS };
  const problem = getHomeRecommend.reply.check(data, 'data');
  if (problem) throw new Error(`bench home fixture does not match the contract: ${problem}`);
  return data;
}

/** An empty watching row, so the home has exactly ROWS rows. */
export function emptyWatching() {
  const data = { list: [] };
  const problem = getWatchingList.reply.check(data, 'data');
  if (problem) throw new Error(`bench watching fixture does not match the contract: ${problem}`);
  return data;
}

export function envelope(data: unknown): string {
  return JSON.stringify({ ret: 200, msg: '', data });
}
