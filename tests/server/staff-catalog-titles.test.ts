// Staff catalogue, titles and episodes (issue 38 point 4, ADR 061): the role rules, a draft
// unseen by every viewer read until it is published, the audit rows, bad input refused.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { filterVideos, getDiscovery, getListByCategory, getRelatedVideo, getVideoDetails, searchVideos, videoChooseGather } from '../../src/api/contract/index';
import {
  staffCategories, staffCategorySave, staffEpisodePublish, staffEpisodeSave, staffEpisodeTrackAdd, staffEpisodeTrackRemove, staffEpisodeTracks,
  staffTitle, staffTitlePublish, staffTitles, staffTitleSave, type StaffEpisode, type StaffTitle, type StaffTrack,
} from '../../src/api/contract/staff-catalog';
import type { Paged, VideoItem } from '../../src/api/contract/common';
import { checkAuditChain } from '../../server/staff/audit';
import { BACKENDS, type Client } from './harness';
import { auditRows, call, crewFor, uniq } from './staff-catalog-kit';

async function demoStream(c: Client): Promise<{ key: string; dir: string }> {
  const r = (await c.server.db.query<{ stream_key: string; media_dir: string }>('SELECT stream_key, media_dir FROM episodes ORDER BY id LIMIT 1')).rows[0];
  return { key: r.stream_key, dir: r.media_dir || r.stream_key };
}

const firstCategory = async (c: Client) => Number((await c.server.db.query<{ id: number }>('SELECT id FROM categories ORDER BY sort, id LIMIT 1')).rows[0].id);

const titleBody = (categoryId: number, over: Record<string, unknown> = {}) => ({
  title: '星河彼岸', poster: '/media/posters/poster-3.jpg', categoryId, tags: ['科幻', '冒险'], year: 2026, region: '大陆',
  description: '一部新片', vip: false, gold: 0, ...over,
});

describe.each(BACKENDS)('staff catalogue titles on %s', (backend) => {
  it('refuses a member token, a moderator and a kefu; the operator and the admin may edit the catalogue', async () => {
    const { c, operator, admin, mod, kefu, member } = await crewFor(backend);
    const cat = await firstCategory(c);
    const before = Number((await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos')).rows[0].n);
    const tries = [
      [staffTitles, {}], [staffTitleSave, titleBody(cat)], [staffCategories, {}], [staffCategorySave, { key: 'nope', name: '不行', sort: 1 }],
      [staffEpisodeSave, { videoId: 1, index: 99, title: '第99集', vip: false, sourceStreamKey: 'x' }], [staffTitlePublish, { id: 1, published: false }],
      [staffEpisodeTracks, { episodeId: 1 }],
    ] as const;
    for (const [ep, args] of tries) {
      expect((await call(c, ep, args, member)).ret, ep.name).toBe(RET.SESSION_INVALID);
      for (const h of [mod, kefu]) {
        const r = await call(c, ep, args, h);
        expect(r.ret, ep.name).toBe(RET.FORBIDDEN);
        expect(r.msg).toBe('您没有此操作的权限');
      }
    }
    expect(Number((await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos')).rows[0].n)).toBe(before);
    expect((await c.server.db.query('SELECT 1 FROM categories WHERE key = $1', ['nope'])).rows).toHaveLength(0);
    // Allowed: the operator and the admin both hold catalog.edit.
    for (const h of [operator, admin]) {
      const list = await c.get<Paged<StaffTitle>>(staffTitles.path, { pageSize: 5 }, h);
      expect(list.ret, list.msg).toBe(RET.OK);
      expect(list.data.list.length).toBeGreaterThan(0);
      expect(list.data.total).toBeGreaterThanOrEqual(list.data.list.length);
    }
  });

  it('keeps a new title and episode out of every viewer read until both are published, with the audit trail', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = await firstCategory(c);
    const key = uniq('draft');
    const word = `星河${key.slice(-5)}`;
    const made = await c.post<StaffTitle>(staffTitleSave.path, { ...titleBody(cat, { title: word }), mediaKey: key }, operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    expect(made.data).toMatchObject({ mediaKey: key, published: false, episodes: 0, tags: ['科幻', '冒险'] });
    const id = made.data.id;
    // No episode yet: the title cannot go out.
    const early = await c.post(staffTitlePublish.path, { id, published: true }, operator);
    expect(early.ret).toBe(RET.CONFLICT);
    expect(early.msg).toBe('请先发布至少一集再上架影片');

    const stream = await demoStream(c);
    const ep = await c.post<StaffEpisode>(staffEpisodeSave.path, { videoId: id, index: 1, title: '第1集', vip: false, sourceStreamKey: stream.key }, operator);
    expect(ep.ret, ep.msg).toBe(RET.OK);
    expect(ep.data).toMatchObject({ index: 1, published: false, mediaDir: stream.dir, streamKey: `${key}-1` });

    const viewerSees = async () => {
      const details = await c.get(getVideoDetails.path, { mediaKey: key });
      const byId = await c.get(getVideoDetails.path, { mediaKey: String(id) });
      const search = await c.get<Paged<VideoItem>>(searchVideos.path, { keyword: word });
      const filter = await c.get<Paged<VideoItem>>(filterVideos.path, { categoryId: cat, tag: '科幻', sort: 'new', pageSize: 100 });
      const list = await c.get<Paged<VideoItem>>(getListByCategory.path, { category: String(cat), sort: 'new', pageSize: 100 });
      const discovery = await c.get<Paged<VideoItem>>(getDiscovery.path, { pageSize: 100 });
      const related = await c.get(getRelatedVideo.path, { mediaKey: key });
      const episodes = await c.get<{ list: unknown[] }>(videoChooseGather.path, { mediaKey: key });
      const has = (p: { data: Paged<VideoItem> }) => p.data.list.some((v) => v.mediaKey === key);
      return {
        details: details.ret, byId: byId.ret, related: related.ret, search: has(search), searchTotal: search.data.total, filter: has(filter), list: has(list), discovery: has(discovery),
        episodes: episodes.ret === RET.OK ? episodes.data.list.length : -1,
      };
    };
    expect(await viewerSees()).toEqual({ details: RET.NOT_FOUND, byId: RET.NOT_FOUND, related: RET.NOT_FOUND, search: false, searchTotal: 0, filter: false, list: false, discovery: false, episodes: -1 });

    // An episode must be published before its title.
    expect((await c.post(staffTitlePublish.path, { id, published: true }, operator)).ret).toBe(RET.CONFLICT);
    expect((await c.post(staffEpisodePublish.path, { id: ep.data.id, published: true }, operator)).ret).toBe(RET.OK);
    // A published episode of a draft title shows nowhere either.
    expect((await viewerSees()).details).toBe(RET.NOT_FOUND);
    const pub = await c.post<StaffTitle>(staffTitlePublish.path, { id, published: true }, operator);
    expect(pub.ret, pub.msg).toBe(RET.OK);
    expect(pub.data).toMatchObject({ published: true, episodes: 1, allEpisodes: 1 });
    expect(await viewerSees()).toEqual({ details: RET.OK, byId: RET.OK, related: RET.OK, search: true, searchTotal: 1, filter: true, list: true, discovery: true, episodes: 1 });

    // A second, draft episode stays out of the episode list.
    const ep2 = await c.post<StaffEpisode>(staffEpisodeSave.path, { videoId: id, index: 2, title: '第2集', vip: true, sourceStreamKey: stream.key }, operator);
    expect(ep2.ret, ep2.msg).toBe(RET.OK);
    expect((await viewerSees()).episodes).toBe(1);
    // The last published episode of a published title cannot be withdrawn alone.
    const last = await c.post(staffEpisodePublish.path, { id: ep.data.id, published: false }, operator);
    expect(last.ret).toBe(RET.CONFLICT);

    // Withdrawn: gone again from every read.
    expect((await c.post(staffTitlePublish.path, { id, published: false }, operator)).ret).toBe(RET.OK);
    expect(await viewerSees()).toMatchObject({ details: RET.NOT_FOUND, search: false, filter: false, list: false, discovery: false });

    const detail = await c.get<{ title: StaffTitle; episodes: StaffEpisode[] }>(staffTitle.path, { id }, operator);
    expect(detail.data.episodes.map((e) => [e.index, e.published, e.vip])).toEqual([[1, true, false], [2, false, true]]);

    // The audit rows, with before and after, in the chain.
    const target = `video:${key}`;
    const created = await auditRows(c, 'catalog.title.create', target);
    expect(created).toHaveLength(1);
    expect(created[0].role).toBe('operator');
    expect(JSON.parse(created[0].after)).toMatchObject({ mediaKey: key, published: false });
    const published = await auditRows(c, 'catalog.title.publish', target);
    expect(published.map((r) => [JSON.parse(r.before), JSON.parse(r.after)])).toEqual([[{ published: false }, { published: true }]]);
    expect(await auditRows(c, 'catalog.title.unpublish', target)).toHaveLength(1);
    expect(await auditRows(c, 'catalog.episode.create', target)).toHaveLength(2);
    expect((await checkAuditChain(c.server.db)).ok).toBe(true);
  });

  it('edits a title with before and after, and filters the staff list by state, VIP and keyword', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = await firstCategory(c);
    const key = uniq('edit');
    const made = await c.post<StaffTitle>(staffTitleSave.path, { ...titleBody(cat), mediaKey: key }, operator);
    const edited = await c.post<StaffTitle>(staffTitleSave.path, { ...titleBody(cat, { title: '改过的名字', vip: true, gold: 0, tags: ['悬疑'] }), id: made.data.id }, operator);
    expect(edited.ret, edited.msg).toBe(RET.OK);
    expect(edited.data).toMatchObject({ title: '改过的名字', vip: true, tags: ['悬疑'], mediaKey: key });
    const row = (await auditRows(c, 'catalog.title.edit', `video:${key}`))[0];
    expect(JSON.parse(row.before)).toMatchObject({ title: '星河彼岸', vip: false });
    expect(JSON.parse(row.after)).toMatchObject({ title: '改过的名字', vip: true });
    const drafts = await c.get<Paged<StaffTitle>>(staffTitles.path, { keyword: key, state: 'draft', vip: 1 }, operator);
    expect(drafts.data.list.map((t) => t.mediaKey)).toEqual([key]);
    const published = await c.get<Paged<StaffTitle>>(staffTitles.path, { keyword: key, state: 'published' }, operator);
    expect(published.data.total).toBe(0);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { c, operator } = await crewFor(backend);
    const cat = await firstCategory(c);
    const key = uniq('bad');
    const count = async () => Number((await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos')).rows[0].n);
    const before = await count();
    const bad = [
      { ...titleBody(cat), title: '长'.repeat(61) },
      { ...titleBody(cat), title: '' },
      { ...titleBody(cat), poster: 'javascript:alert(1)' },
      { ...titleBody(cat), gold: -1 },
      { ...titleBody(cat), year: 3000 },
      { ...titleBody(cat), tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { ...titleBody(cat), mediaKey: 'has space' },
    ];
    for (const b of bad) expect((await c.post(staffTitleSave.path, b, operator)).ret, JSON.stringify(b).slice(0, 80)).toBe(RET.BAD_REQUEST);
    const noCat = await c.post(staffTitleSave.path, { ...titleBody(99999), mediaKey: key }, operator);
    expect(noCat.ret).toBe(RET.NOT_FOUND);
    expect(noCat.msg).toBe('分类不存在');
    expect(await count()).toBe(before);
    const made = await c.post<StaffTitle>(staffTitleSave.path, { ...titleBody(cat), mediaKey: key }, operator);
    const again = await c.post(staffTitleSave.path, { ...titleBody(cat), mediaKey: key }, operator);
    expect(again.ret).toBe(RET.CONFLICT);
    expect(again.msg).toBe('该视频标识已被使用');
    const noStream = await c.post(staffEpisodeSave.path, { videoId: made.data.id, index: 1, title: '第1集', vip: false, sourceStreamKey: 'no-such-stream' }, operator);
    expect(noStream.ret).toBe(RET.NOT_FOUND);
    const noSource = await c.post(staffEpisodeSave.path, { videoId: made.data.id, index: 1, title: '第1集', vip: false }, operator);
    expect(noSource.ret).toBe(RET.BAD_REQUEST);
    const stream = await demoStream(c);
    expect((await c.post(staffEpisodeSave.path, { videoId: made.data.id, index: 1, title: '第1集', vip: false, sourceStreamKey: stream.key }, operator)).ret).toBe(RET.OK);
    const twice = await c.post(staffEpisodeSave.path, { videoId: made.data.id, index: 1, title: '又一集', vip: false, sourceStreamKey: stream.key }, operator);
    expect(twice.ret).toBe(RET.CONFLICT);
    expect(twice.msg).toBe('第1集已存在');
  });

  it('adds a subtitle or audio track by the key of a finished upload only, once per language, and removes it', async () => {
    const { c, operator } = await crewFor(backend);
    const epId = Number((await c.server.db.query<{ id: number }>('SELECT id FROM episodes ORDER BY id LIMIT 1')).rows[0].id);
    const uid = Number((await c.server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1')).rows[0].id);
    const now = Math.floor(Date.now() / 1000);
    const done = uniq('subs');
    const half = uniq('half');
    for (const [k, state] of [[done, 'complete'], [half, 'receiving']] as const) {
      await c.server.db.query(`INSERT INTO uploads (uid, kind, file_key, state, created_at, updated_at) VALUES ($1, 'video', $2, $3, $4, $4)`, [uid, k, state, now]);
    }
    const add = (over: Record<string, unknown>) => c.post<StaffTrack>(staffEpisodeTrackAdd.path, { episodeId: epId, kind: 'subtitles', lang: 'en', name: '', fileKey: done, ...over }, operator);
    const unfinished = await add({ fileKey: half });
    expect(unfinished.ret).toBe(RET.NOT_FOUND);
    expect((await add({ lang: 'not a tag' })).ret).toBe(RET.BAD_REQUEST);
    expect((await add({ name: 'a"b' })).ret).toBe(RET.BAD_REQUEST);
    const en = await add({});
    expect(en.ret, en.msg).toBe(RET.OK);
    expect(en.data).toMatchObject({ kind: 'subtitles', lang: 'en', name: 'English', fileKey: done });
    const dup = await add({ lang: 'EN' });
    expect(dup.ret).toBe(RET.CONFLICT);
    expect(dup.msg).toBe('该语言的字幕已存在');
    const yue = await add({ kind: 'audio', lang: 'yue' });
    expect(yue.data.name).toBe('粤语');
    const list = await c.get<{ list: StaffTrack[] }>(staffEpisodeTracks.path, { episodeId: epId }, operator);
    expect(list.data.list.map((t) => `${t.kind}:${t.lang}`)).toEqual(['audio:yue', 'subtitles:en']);
    expect((await c.post(staffEpisodeTrackRemove.path, { id: en.data.id }, operator)).data).toEqual({ removed: 1 });
    expect((await c.post(staffEpisodeTrackRemove.path, { id: en.data.id }, operator)).ret).toBe(RET.NOT_FOUND);
    expect(await auditRows(c, 'catalog.track.remove', `episode:${epId}`)).toHaveLength(1);
    await c.post(staffEpisodeTrackRemove.path, { id: yue.data.id }, operator);
  });

  it('creates and renames a category; a taken key is refused', async () => {
    const { c, operator } = await crewFor(backend);
    const key = `c${uniq('').slice(-8)}`;
    const made = await c.post<{ id: number; key: string; name: string }>(staffCategorySave.path, { key, name: '纪录片', sort: 50 }, operator);
    expect(made.ret, made.msg).toBe(RET.OK);
    const renamed = await c.post<{ name: string }>(staffCategorySave.path, { id: made.data.id, key, name: '纪实', sort: 51 }, operator);
    expect(renamed.data.name).toBe('纪实');
    const taken = await c.post(staffCategorySave.path, { key, name: '重复', sort: 1 }, operator);
    expect(taken.ret).toBe(RET.CONFLICT);
    const list = await c.get<{ list: { key: string; name: string }[] }>(staffCategories.path, {}, operator);
    expect(list.data.list.find((x) => x.key === key)?.name).toBe('纪实');
    // The suites share one server, and the navigation bar lists every category: remove it again.
    await c.server.db.query('DELETE FROM categories WHERE id = $1', [made.data.id]);
  });
});
