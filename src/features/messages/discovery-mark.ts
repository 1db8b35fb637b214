// Tells the server the discovery feed was seen: its first page, asked signed in (one item).
import { call } from '@src/api/call';
import { getDiscovery } from '@src/api/contract/home';

export async function markDiscoverySeen(): Promise<void> {
  await call(getDiscovery, { page: 1, pageSize: 1 }, { ignoreErrors: true, noLoginRedirect: true }).catch(() => undefined);
}
