// Play on the TV (issue 30 point 2): the phone's list of the caller's TVs online now. The
// session itself rides the app socket (server/socket/handoff.ts).
import { getHandoffTvs } from '../../src/api/contract/handoff';
import { caller } from '../http/auth';
import { onlineTvs } from '../socket/handoff';
import type { RouteKit } from './types';

export function handoffRoutes({ ctx, on }: RouteKit): void {
  on(getHandoffTvs, async ({ req }) => {
    const { uid } = caller(req);
    await ctx.flood.take(['handoffListUser', uid]);
    const list = await onlineTvs(ctx.io, uid);
    return { list: list.map(({ tvId, name }) => ({ tvId, name })) };
  });
}
