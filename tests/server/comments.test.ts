import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Paged, Token } from '../../src/api/contract/common';
import {
  commentListsV2, delReply, focusUpMaster, getCommentByParentId, replyLike, replys, reportUserReq, share, updTask,
  videoDisLikes, videoLikes, videoRatingDetails, voteLike, type Comment,
} from '../../src/api/contract/video';
import { shieldUser } from '../../src/api/contract/shield';
import { FLOOD_LIMITS } from '../../server/limits/flood';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client, nickName: string): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('c'), password: 'secret12', nickName });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

async function freshVideo(c: Client): Promise<string> {
  const key = unique('cv');
  await c.server.db.query(`INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at) VALUES ($1, '评论测试', '', 1, 2024, '大陆', 0)`, [key]);
  return key;
}

describe.each(BACKENDS)('comments and reactions on %s', (backend) => {
  it('posts comments and two-level replies, lists them by new/hot and replies oldest first', async () => {
    const c = await clientFor(backend);
    const alice = await freshUser(c, '爱丽丝');
    const bob = await freshUser(c, '鲍勃');
    const key = await freshVideo(c);
    const post = (h: Headers, content: string, parentId?: number) =>
      c.post<Comment>(`${replys.path}?videoType=0`, { mediaKey: key, content, ...(parentId ? { parentId } : {}) }, h);
    const first = await post(alice.headers, '第一条评论');
    expect(first.ret).toBe(RET.OK);
    expect(first.data).toMatchObject({ mediaKey: key, parentId: 0, content: '第一条评论', replyCount: 0, replyToNickName: '' });
    expect(first.data.user).toMatchObject({ userId: alice.uid, nickName: '爱丽丝' });
    const second = await post(bob.headers, '第二条评论');
    const reply = await post(bob.headers, '回复爱丽丝', first.data.id);
    expect(reply.data).toMatchObject({ parentId: first.data.id, replyToNickName: '' });
    // A reply to a reply stays in the thread of the top comment and names whom it answers.
    const nested = await post(alice.headers, '回复鲍勃', reply.data.id);
    expect(nested.data).toMatchObject({ parentId: first.data.id, replyToNickName: '鲍勃' });

    const byNew = await c.get<Paged<Comment>>(commentListsV2.path, { mediaKey: key, sort: 'new' });
    expect(commentListsV2.reply.check(byNew.data)).toBeNull();
    expect(byNew.data.list.map((x) => x.id)).toEqual([second.data.id, first.data.id]);
    expect(byNew.data.total).toBe(2);
    expect(byNew.data.list[1].replyCount).toBe(2);
    await c.get(replyLike.path, { id: first.data.id }, bob.headers);
    const byHot = await c.get<Paged<Comment>>(commentListsV2.path, { mediaKey: key, sort: 'hot' }, bob.headers);
    expect(byHot.data.list.map((x) => x.id)).toEqual([first.data.id, second.data.id]);
    expect(byHot.data.list[0]).toMatchObject({ liked: true, likeCount: 1 });
    const thread = await c.get<Paged<Comment>>(getCommentByParentId.path, { parentId: first.data.id });
    expect(thread.data.list.map((x) => x.content)).toEqual(['回复爱丽丝', '回复鲍勃']);
    const paged = await c.get<Paged<Comment>>(commentListsV2.path, { mediaKey: key, page: 2, pageSize: 1 });
    expect(paged.data).toMatchObject({ page: 2, pageSize: 1, total: 2, hasMore: false });
  });

  it('stores markup as plain text, refuses empty or unknown targets, and asks visitors to log in', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c, '测试者');
    const key = await freshVideo(c);
    const other = await freshVideo(c);
    const r = await c.post<Comment>(replys.path, { mediaKey: key, content: '<script>alert(1)</script>\u0007好看\n\n\n\n下一行' }, me.headers);
    expect(r.data.content).toBe('<script>alert(1)</script> 好看\n\n下一行');
    expect((await c.post(replys.path, { mediaKey: key, content: '\u0001 ' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(replys.path, { mediaKey: key, content: 'x'.repeat(501) }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(replys.path, { mediaKey: 'nosuchvideo', content: 'x' }, me.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(replys.path, { mediaKey: key, content: 'x', parentId: 99999999 }, me.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(replys.path, { mediaKey: other, content: 'x', parentId: r.data.id }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(`${replys.path}?videoType=2`, { mediaKey: key, content: 'x' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(replys.path, { mediaKey: key, content: 'x' })).ret).toBe(RET.SESSION_INVALID);
  });

  it('deletes only own comments, with their replies', async () => {
    const c = await clientFor(backend);
    const owner = await freshUser(c, '楼主');
    const other = await freshUser(c, '路人');
    const key = await freshVideo(c);
    const top = await c.post<Comment>(replys.path, { mediaKey: key, content: '楼主的评论' }, owner.headers);
    const rep = await c.post<Comment>(replys.path, { mediaKey: key, content: '路人的回复', parentId: top.data.id }, other.headers);
    expect((await c.get(delReply.path, { id: top.data.id }, other.headers)).ret).toBe(RET.FORBIDDEN);
    expect((await c.get(delReply.path, { id: rep.data.id }, other.headers)).ret).toBe(RET.OK);
    expect((await c.get<Paged<Comment>>(getCommentByParentId.path, { parentId: top.data.id })).data.total).toBe(0);
    await c.post(replys.path, { mediaKey: key, content: '又一条回复', parentId: top.data.id }, other.headers);
    expect((await c.get(delReply.path, { id: top.data.id }, owner.headers)).ret).toBe(RET.OK);
    expect((await c.get<Paged<Comment>>(commentListsV2.path, { mediaKey: key })).data.total).toBe(0);
    const left = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments c JOIN videos v ON v.id = c.video_id WHERE v.media_key = $1', [key]);
    expect(left.rows[0].n).toBe(0);
    expect((await c.get(delReply.path, { id: top.data.id }, owner.headers)).ret).toBe(RET.NOT_FOUND);
  });

  it('hides comments of users the viewer shielded', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c, '看客');
    const troll = await freshUser(c, '捣乱者');
    const key = await freshVideo(c);
    await c.post(replys.path, { mediaKey: key, content: '捣乱' }, troll.headers);
    await c.get(shieldUser.path, { uid: troll.uid }, me.headers);
    expect((await c.get<Paged<Comment>>(commentListsV2.path, { mediaKey: key }, me.headers)).data.total).toBe(0);
    expect((await c.get<Paged<Comment>>(commentListsV2.path, { mediaKey: key })).data.total).toBe(1);
  });

  it('toggles like and dislike exclusively, rates 1..10 with one vote per user, and summarises ratings', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c, '甲');
    const b = await freshUser(c, '乙');
    const key = await freshVideo(c);
    expect((await c.get(videoLikes.path, { mediaKey: key }, a.headers)).data).toEqual({ liked: true, disliked: false, likeCount: 1, dislikeCount: 0 });
    expect((await c.get(videoDisLikes.path, { mediaKey: key }, a.headers)).data).toEqual({ liked: false, disliked: true, likeCount: 0, dislikeCount: 1 });
    expect((await c.get(videoDisLikes.path, { mediaKey: key }, a.headers)).data).toEqual({ liked: false, disliked: false, likeCount: 0, dislikeCount: 0 });
    expect((await c.get(videoLikes.path, { mediaKey: key }, b.headers)).data).toMatchObject({ liked: true, likeCount: 1 });

    expect((await c.get(voteLike.path, { mediaKey: key, score: 10 }, a.headers)).data).toEqual({ score: 10, count: 1 });
    expect((await c.get(voteLike.path, { mediaKey: key, score: 4 }, a.headers)).data).toEqual({ score: 4, count: 1 });
    expect((await c.get(voteLike.path, { mediaKey: key, score: 9 }, b.headers)).data).toEqual({ score: 6.5, count: 2 });
    expect((await c.get(voteLike.path, { mediaKey: key, score: 11 }, b.headers)).ret).toBe(RET.BAD_REQUEST);
    const d = await c.get(videoRatingDetails.path, { mediaKey: key }, a.headers);
    expect(videoRatingDetails.reply.check(d.data)).toBeNull();
    expect(d.data).toEqual({ score: 6.5, count: 2, distribution: [0.5, 0, 0, 0.5, 0], myScore: 4 });
    expect((await c.get(videoRatingDetails.path, { mediaKey: key })).data).toMatchObject({ myScore: null });
  });

  it('rating needs a signed-in user, stays one vote per user, and is rate limited per user', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c, '评分者');
    const key = await freshVideo(c);
    expect((await c.get(voteLike.path, { mediaKey: key, score: 8 })).ret).toBe(RET.SESSION_INVALID);
    expect((await c.get(voteLike.path, { mediaKey: key, score: 0 }, a.headers)).ret).toBe(RET.BAD_REQUEST);
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.voteUser.points + 1; i++) rets.push((await c.get(voteLike.path, { mediaKey: key, score: 1 + (i % 10) }, a.headers)).ret);
    expect(rets.slice(0, -1).every((r) => r === RET.OK)).toBe(true);
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
    expect((await c.get(videoRatingDetails.path, { mediaKey: key }, a.headers)).data).toMatchObject({ count: 1 });
  });

  it('follows the uploader, shares, pays daily tasks once a day and records user reports', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c, '粉丝');
    const up = await freshUser(c, 'UP主');
    expect((await c.get(focusUpMaster.path, { uid: up.uid }, me.headers)).data).toEqual({ selected: true });
    expect((await c.get(focusUpMaster.path, { uid: up.uid }, me.headers)).data).toEqual({ selected: false });
    expect((await c.get(focusUpMaster.path, { uid: me.uid }, me.headers)).ret).toBe(RET.BAD_REQUEST);

    const s = await c.get<{ shareUrl: string; shareText: string }>(share.path, { mediaKey: 'v1001' }, me.headers);
    expect(s.data.shareUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/v1001$/);
    expect(s.data.shareText).toContain('山海之约');

    const t1 = await c.get<{ gold: number }>(updTask.path, { type: 2 }, me.headers);
    expect(t1.data.gold).toBe(5);
    expect((await c.get<{ gold: number }>(updTask.path, { type: 2 }, me.headers)).data.gold).toBe(5);
    expect((await c.post(replys.path, { mediaKey: 'v1001', content: '任务评论' }, me.headers)).ret).toBe(RET.OK);
    expect((await c.get<{ gold: number }>(updTask.path, { type: 3 }, me.headers)).data.gold).toBe(8);
    expect((await c.get(updTask.path, { type: 42 }, me.headers)).ret).toBe(RET.BAD_REQUEST);

    expect((await c.get(reportUserReq.path, { uid: up.uid, reason: '发布不良信息', mediaKey: 'v1001' }, me.headers)).ret).toBe(RET.OK);
    const rep = await c.server.db.query<{ reason: string }>('SELECT reason FROM user_reports WHERE uid = $1 AND target_uid = $2', [me.uid, up.uid]);
    expect(rep.rows).toEqual([{ reason: '发布不良信息' }]);
    expect((await c.get(reportUserReq.path, { uid: me.uid, reason: 'x' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
  });
});
