// Issue 11: the feedback calls. AddSuggestion and ProblemCollect store what the contract
// allows, refuse what is over its limits with a clear message and store nothing, link a
// signed-in user, and are limited per client address.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { RET, type Envelope } from '../../src/api/contract/envelope';
import { BACKENDS, clientFor, signedQuery, type Client } from './harness';
import { freshAddress } from './from-address';

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

describe.each(BACKENDS)('feedback calls on %s', (backend) => {
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
