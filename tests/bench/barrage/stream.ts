/** Seeded comment stream shared by both renderers and the filter bench. */
import type { Barrage } from '../../../src/api/contract/barrage';

export interface StreamComment {
  id: string;
  text: string;
  time: number;
  mode: 'scroll' | 'top' | 'bottom';
  userId: string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PHRASES = [
  '前方高能', '哈哈哈哈', '好看', '这集太棒了', '名场面', '泪目', '来了来了', 'awsl', '666',
  '打卡', '第一次看', '二刷', '主角好帅', 'BGM是什么', '笑死我了', '经典', '这剧情', '爷青回',
  '弹幕护体', '高能预警', 'yyds', '太真实了', '绝了', '下次一定', '全体起立', 'emmm',
  'nice', 'OMG', '我哭了', '前排', '空降成功', '有人吗', '好家伙', '这是什么操作',
];

/** Texts of 2..~24 characters, mostly unique (phrases joined with a number). */
export function makeText(rnd: () => number): string {
  const n = 1 + Math.floor(rnd() * 3);
  let s = '';
  for (let i = 0; i < n; i++) s += PHRASES[Math.floor(rnd() * PHRASES.length)];
  if (rnd() < 0.7) s += Math.floor(rnd() * 1000);
  return s;
}

/** `perSecond` comments a second over [0, seconds), Poisson-like arrival. */
export function makeStream(seed: number, perSecond: number, seconds: number): StreamComment[] {
  const rnd = mulberry32(seed);
  const out: StreamComment[] = [];
  const total = Math.round(perSecond * seconds);
  for (let i = 0; i < total; i++) {
    const r = rnd();
    out.push({
      id: `s${i}`,
      text: makeText(rnd),
      time: rnd() * seconds,
      mode: r < 0.9 ? 'scroll' : r < 0.95 ? 'top' : 'bottom',
      userId: `u${Math.floor(rnd() * 5000)}`,
    });
  }
  return out.sort((a, b) => a.time - b.time);
}

/** One window of barrage as the server would list it: `perSecond` a second, seeded by window. */
export function windowList(start: number, end: number, perSecond: number): Barrage[] {
  const index = Math.round(start / 60);
  const rnd = mulberry32(1000 + index);
  const n = Math.round((end - start) * perSecond);
  const out: Barrage[] = [];
  for (let i = 0; i < n; i++) {
    const r = rnd();
    out.push({
      id: index * 1_000_000 + i,
      mediaKey: 'soak',
      episodeId: 1,
      uid: Math.floor(rnd() * 5000),
      nickName: '',
      content: makeText(rnd),
      time: start + rnd() * (end - start),
      color: r < 0.8 ? '#ffffff' : '#ffd700',
      mode: r < 0.9 ? 0 : r < 0.95 ? 1 : 2,
      likeCount: 0,
      score: 5,
      liked: false,
      vipLevel: 0,
      createdAt: 0,
    });
  }
  return out.sort((a, b) => a.time - b.time);
}
