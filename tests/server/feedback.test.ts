// Issue 11: the feedback calls. AddSuggestion and ProblemCollect store what the contract
// allows, refuse what is over its limits with a clear message and store nothing, link a
// signed-in user, and are limited per client address. AddSuggestion's images: the caller's
// own UploadChatImage uploads (checked by content there), at most FEEDBACK_MAX_IMAGES.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { uploadChatImage } from '../../src/api/contract/chat';
import { userUploadFileNoLogin } from '../../src/api/contract/upload';
import { RET, type Envelope } from '../../src/api/contract/envelope';
import { FEEDBACK_MAX_IMAGES } from '../../src/api/contract/limits';
import { NOT_IMAGE_MSG } from '../../server/routes/chat';
import { BACKENDS, clientFor, signedQuery, type Client } from './harness';
import { freshAddress } from './from-address';
import { freshUser, PNG_1X1, type TestUser } from './chat-kit';

const marker = () => `fb-${Math.random().toString(36).slice(2, 10)}`;

async function stored(c: Client, text: string) {
  const r = await c.server.db.query<{ uid: number | null; kind: string; payload: Record<string, unknown> }>(
    "SELECT uid, kind, payload FROM feedback WHERE payload::text LIKE '%' || $1 || '%'",
    [text],
  );
  return r.rows;
}

function getFrom<T>(baseUrl: string, localAddress: string, path: string, params: Record<string, string | number>): Promise<Envelope<T>> {
  const url = new URL(`${path}?${signedQuery(params)}`, baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (b: Buffer) => chunks.push(b));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>));
      })
      .on('error', reject);
  });
}

async function upload(c: Client, u: TestUser): Promise<string> {
  const r = await c.post<{ filepath: string }>(uploadChatImage.path, { data: `data:image/png;base64,${PNG_1X1.toString('base64')}` }, u.headers);
  expect(r.ret).toBe(RET.OK);
  return r.data.filepath;
}

async function guestUpload(c: Client, bytes: Buffer, query = 'chunk=1&totalChunk=1') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
  const r = await c.raw(`${userUploadFileNoLogin.path.toLowerCase()}?${query}`, { method: 'POST', body: form });
  return (await r.json()) as Envelope<{ chunk: number; done: boolean; filepath: string } | null>;
}

describe.each(BACKENDS)('feedback calls on %s', (backend) => {
  it('UploadFileNoLogin: a visitor\'s image (one part, judged by its bytes) can go with that visitor\'s suggestion only', async () => {
    const c = await clientFor(backend);
    const up = await guestUpload(c, PNG_1X1);
    expect(up.ret).toBe(RET.OK);
    expect(userUploadFileNoLogin.reply.check(up.data, 'data')).toBeNull();
    const path = up.data!.filepath;
    expect(path).toMatch(/^\/chat-img\/[a-f0-9]{32}\.png$/);
    expect((await c.raw(path)).status).toBe(200);
    expect(await guestUpload(c, Buffer.from('<script>alert(1)</script>'))).toMatchObject({ ret: RET.BAD_REQUEST, msg: NOT_IMAGE_MSG });
    expect((await guestUpload(c, PNG_1X1, 'chunk=1&totalChunk=2')).ret).toBe(RET.PAYLOAD_TOO_LARGE);

    const m = marker();
    expect((await c.get('/api/User/AddSuggestion', { content: m, images: [path] })).ret).toBe(RET.OK);
    expect(await stored(c, m)).toMatchObject([{ uid: null, payload: { images: [path] } }]);
    // Not a signed-in user's, and not a visitor's from another address.
    const me = await freshUser(c);
    const m2 = marker();
    expect(await c.get('/api/User/AddSuggestion', { content: m2, images: [path] }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '图片不存在，请重新上传' });
    expect(await getFrom(c.url, freshAddress(), '/api/User/AddSuggestion', { content: m2, images: path })).toMatchObject({ ret: RET.BAD_REQUEST });
    expect(await stored(c, m2)).toEqual([]);
  });

  it('AddSuggestion stores type, content and contact, with the signed-in user, and answers its thank-you', async () => {
    const c = await clientFor(backend);
    const m = marker();
    const anon = await c.get('/api/User/AddSuggestion', { content: `建议 ${m}`, contact: 'me@example.com', type: 2 });
    expect(anon.ret).toBe(RET.OK);
    expect(anon.msg).toBe('提交成功，感谢您的建议');
    const rows = await stored(c, m);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('suggestion');
    expect(rows[0]?.uid).toBeNull();
    expect(rows[0]?.payload).toMatchObject({ type: 2, contact: 'me@example.com' });

    const me = await c.login('vip_demo');
    const m2 = marker();
    expect((await c.get('/api/User/AddSuggestion', { content: m2 }, me.headers)).ret).toBe(RET.OK);
    expect((await stored(c, m2))[0]?.uid).toBe(me.token.uid);
  });

  it('AddSuggestion over the limits: a clear message and nothing stored', async () => {
    const c = await clientFor(backend);
    const m = marker();
    const long = await c.get('/api/User/AddSuggestion', { content: m + '长'.repeat(500) });
    expect(long.ret).toBe(RET.BAD_REQUEST);
    expect(long.msg).toMatch(/content/);
    expect((await c.get('/api/User/AddSuggestion', { content: m, contact: 'x'.repeat(101) })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get('/api/User/AddSuggestion', { content: m, type: 9 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get('/api/User/AddSuggestion', { content: '' })).ret).toBe(RET.BAD_REQUEST);
    expect(await stored(c, m)).toEqual([]);
  });

  it('AddSuggestion stores the caller\'s uploaded images with the suggestion', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const paths = [await upload(c, me), await upload(c, me)];
    const m = marker();
    const ok = await c.get('/api/User/AddSuggestion', { content: m, type: 1, images: paths }, me.headers);
    expect(ok.ret).toBe(RET.OK);
    const rows = await stored(c, m);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uid: me.uid, payload: { type: 1, content: m, images: paths } });
    // The stored path serves the uploaded bytes.
    expect(Buffer.from(await (await c.raw(paths[0]!)).arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('AddSuggestion images: over the limit, a non-image, someone else\'s or a guest\'s are refused and nothing is stored', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const other = await freshUser(c);
    const mine: string[] = [];
    for (let i = 0; i <= FEEDBACK_MAX_IMAGES; i++) mine.push(await upload(c, me));
    const m = marker();
    const over = await c.get('/api/User/AddSuggestion', { content: m, images: mine }, me.headers);
    expect(over.ret).toBe(RET.BAD_REQUEST);
    expect(over.msg).toMatch(/^参数 images 不合法/);
    expect((await c.get('/api/User/AddSuggestion', { content: m, images: mine.slice(0, FEEDBACK_MAX_IMAGES) }, me.headers)).ret).toBe(RET.OK);
    expect((await stored(c, m))[0]?.payload.images).toEqual(mine.slice(0, FEEDBACK_MAX_IMAGES));

    // A script named as a PNG never becomes an upload a suggestion could point at.
    const fake = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect(await c.post(uploadChatImage.path, { data: `data:image/png;base64,${fake}` }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: NOT_IMAGE_MSG });

    const m2 = marker();
    const theirs = await upload(c, other);
    for (const [images, headers] of [[[theirs], me.headers], [[mine[0]!], {}], [['/media/posters/poster-1.jpg'], me.headers], [['/chat-img/0123456789abcdef0123456789abcdef.png'], me.headers]] as const) {
      expect(await c.get('/api/User/AddSuggestion', { content: m2, images: [...images] }, headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '图片不存在，请重新上传' });
    }
    expect(await stored(c, m2)).toEqual([]);
  });

  it('ProblemCollect stores the play feedback payload (question joined by #) and refuses a description over 100', async () => {
    const c = await clientFor(backend);
    const m = marker();
    const ok = await c.get('/api/user/ProblemCollect', {
      name: 'vip_demo', videoTitle: m, description: '画面卡顿', setName: 'iPhone', browser: 'safari', question: '音画不同步#无法播放', mediaKey: 'v1001',
    });
    expect(ok.ret).toBe(RET.OK);
    expect(ok.msg).toBe('感谢您的反馈，我们会尽快处理');
    expect((await stored(c, m))[0]?.payload).toMatchObject({ setName: 'iPhone', question: '音画不同步#无法播放', description: '画面卡顿' });

    const m2 = marker();
    const long = await c.get('/api/user/ProblemCollect', { videoTitle: m2, description: '长'.repeat(101), setName: 'iPhone', question: '其他' });
    expect(long.ret).toBe(RET.BAD_REQUEST);
    expect((await c.get('/api/user/ProblemCollect', { videoTitle: m2, setName: 'iPhone' })).ret).toBe(RET.BAD_REQUEST);
    expect(await stored(c, m2)).toEqual([]);
  });

  it('one client address may send 20 feedbacks an hour', async () => {
    const c = await clientFor(backend);
    const from = freshAddress();
    const m = marker();
    for (let i = 0; i < 20; i++) expect((await getFrom(c.url, from, '/api/User/AddSuggestion', { content: `${m} ${i}` })).ret).toBe(RET.OK);
    const over = await getFrom(c.url, from, '/api/user/ProblemCollect', { videoTitle: m, setName: 'MAC', question: '其他' });
    expect(over.ret).toBe(RET.RATE_LIMITED);
    expect(over.msg).toBe('操作过于频繁，请稍后再试');
    expect(await stored(c, m)).toHaveLength(20);
    // Another address is not affected.
    expect((await getFrom(c.url, freshAddress(), '/api/User/AddSuggestion', { content: m })).ret).toBe(RET.OK);
  });
});
