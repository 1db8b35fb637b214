// The discovery red dot (issue 10 point 3, spec 001 §2 newWorks): a user has new works when the
// catalog holds a video newer than their last look at the discovery feed; GetUserInfo and
// GetUserMegCount (the client's 60 s poll) carry the flag; the first discovery page asked
// signed in clears it; a new account starts with nothing new.
import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/contract/common';
import { getDiscovery } from '../../src/api/contract/home';
import { getUserInfo, getUserMegCount } from '../../src/api/contract/user';
import { BACKENDS, clientFor, type Client } from './harness';
import { freshUser, type TestUser } from './chat-kit';

const flags = async (c: Client, u: TestUser) => ({
  counts: (await c.get<{ newWorks: boolean }>(getUserMegCount.path, {}, u.headers)).data.newWorks,
  user: (await c.post<User>(getUserInfo.path, {}, u.headers)).data.newWorks,
});

describe.each(BACKENDS)('new works on %s', (backend) => {
  it('a new account has nothing new', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c, '新人');
    expect(await flags(c, u)).toEqual({ counts: false, user: false });
  });

  it('a video newer than the last look lights the flag; discovery page 1 signed in clears it, a later page does not', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c, '发现');
    // The last look long before the catalog's videos were added.
    await c.server.db.query('UPDATE users SET discovery_seen_at = 0 WHERE id = $1', [u.uid]);
    expect(await flags(c, u)).toEqual({ counts: true, user: true });
    expect((await c.get(getDiscovery.path, { page: 2, pageSize: 5 }, u.headers)).ret).toBe(200);
    expect((await flags(c, u)).counts).toBe(true);
    // A guest's discovery changes nobody's flag.
    expect((await c.get(getDiscovery.path, { page: 1, pageSize: 5 })).ret).toBe(200);
    expect((await flags(c, u)).counts).toBe(true);
    expect((await c.get(getDiscovery.path, { page: 1, pageSize: 1 }, u.headers)).ret).toBe(200);
    expect(await flags(c, u)).toEqual({ counts: false, user: false });
  });

  it('the stored flag (set by an operator) also lights it, and discovery clears it', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c, '运营');
    await c.server.db.query('UPDATE users SET new_works = true WHERE id = $1', [u.uid]);
    expect((await flags(c, u)).counts).toBe(true);
    await c.get(getDiscovery.path, {}, u.headers);
    expect((await flags(c, u)).counts).toBe(false);
  });
});
