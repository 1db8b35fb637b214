// Row -> contract entity. One place, so every route returns the same shape for a video or user.
import type { Episode, User, VideoItem } from '../../src/api/contract/common';
import { issueToken } from '../auth/token';
import type { Queryable } from '../db/db';
import { totalUnread } from '../chat/store';
import { hasNewWorks } from './new-works';

export const nowS = () => Math.floor(Date.now() / 1000);

/**
 * Every viewer list of videos starts here. The published test sits in the join, so a query that
 * appends its own WHERE never lists a draft (ADR 061); staff reads use their own select.
 */
export const VIDEO_SELECT = `
  SELECT v.*, c.name AS category_name
  FROM videos v JOIN categories c ON c.id = v.category_id AND v.published`;

export interface VideoRow {
  id: number; media_key: string; title: string; poster: string; category_id: number; category_name: string;
  tags: string; year: number; region: string; score: number; play_count: number; description: string;
  vip: boolean; gold: number; episode_count: number; first_duration: number; like_count: number; dislike_count: number;
}

export function toVideoItem(r: VideoRow): VideoItem {
  return {
    id: r.id,
    mediaKey: r.media_key,
    title: r.title,
    poster: r.poster,
    category: r.category_id,
    categoryName: r.category_name,
    tags: r.tags ? r.tags.split(',') : [],
    year: r.year,
    region: r.region,
    score: Number(r.score),
    playCount: r.play_count,
    description: r.description,
    episodes: r.episode_count,
    vip: r.vip,
    gold: r.gold,
    durationSec: Number(r.first_duration),
  };
}

export interface EpisodeRow { id: number; idx: number; title: string; duration_sec: number; vip: boolean; stream_key: string; media_dir: string }

export const toEpisode = (mediaKey: string, r: EpisodeRow): Episode => ({
  id: r.id, mediaKey, index: r.idx, title: r.title, durationSec: Number(r.duration_sec), vip: r.vip,
});

export interface UserRow {
  id: number; username: string; phone: string; area_code: string; email: string; nick_name: string; avatar: string;
  sex: number; introduce: string; vip_level: number; vip_type_name: string; vip_category_id: number; vip_expire: number;
  level: number; gold: number; big_v: boolean; kefu: boolean; new_works: boolean; token_gen: number; password_hash: string;
  /** Banned by staff (migration 701): no sign-in, no valid token. */
  banned?: boolean;
}

export const isVipActive = (u: Pick<UserRow, 'vip_level' | 'vip_expire'>, now = nowS()) => u.vip_level > 0 && u.vip_expire > now;

function ymd(unix: number): string {
  return new Date(unix * 1000).toISOString().slice(0, 10);
}

export async function toUser(db: Queryable, u: UserRow, secret: string): Promise<User> {
  const vip = isVipActive(u);
  return {
    id: u.id,
    nickName: u.nick_name,
    avatar: u.avatar,
    vipLevel: vip ? u.vip_level : 0,
    vipTypeName: vip ? u.vip_type_name : '',
    vipCategoryId: vip ? u.vip_category_id : 0,
    eDate: vip ? ymd(u.vip_expire) : '',
    userNameRaw: u.username,
    phone: u.phone,
    AreaCode: u.area_code,
    email: u.email,
    sex: u.sex === 0 ? 0 : 1,
    introduce: u.introduce,
    level: Math.min(u.level, 8),
    gold: u.gold,
    newWorks: await hasNewWorks(db, u.id),
    totalMsgCount: await totalUnread(db, u.id),
    bigV: u.big_v,
    kefu: u.kefu,
    token: issueToken(secret, u.id, u.token_gen),
  };
}

export function pageArgs(q: { page?: number; pageSize?: number }, defSize = 20): { page: number; pageSize: number; offset: number } {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? defSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export const pagedOf = <T>(list: T[], page: number, pageSize: number, total: number) => ({
  list, page, pageSize, total, hasMore: page * pageSize < total,
});
