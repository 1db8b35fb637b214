// Idempotency of staff actions: the first request with a key does the work and keeps its reply;
// the same key again (a double click, a retry after a lost reply) gets that reply and changes
// nothing. The key's row is taken inside the action's transaction, so a parallel twin waits on
// the unique key and then reads the first outcome.
import { RET } from '../../src/api/contract/envelope';
import { one, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { StaffActor } from './guard';

export async function once<T>(tx: Queryable, actor: StaffActor, action: string, requestId: string, work: () => Promise<T>): Promise<T> {
  const key = `${action}:${requestId}`;
  const taken = await tx.query(
    `INSERT INTO staff_requests (request_id, staff_uid, action, result, created_at) VALUES ($1, $2, $3, '', $4) ON CONFLICT DO NOTHING RETURNING request_id`,
    [key, actor.uid, action, Math.floor(Date.now() / 1000)],
  );
  if (!taken.rows.length) {
    const prev = await one<{ staff_uid: number; result: string }>(tx, 'SELECT staff_uid, result FROM staff_requests WHERE request_id = $1', [key]);
    if (!prev || prev.staff_uid !== actor.uid || !prev.result) throw new ApiError(RET.CONFLICT, '该操作已提交，请刷新后查看');
    return JSON.parse(prev.result) as T;
  }
  const out = await work();
  await tx.query('UPDATE staff_requests SET result = $2 WHERE request_id = $1', [key, JSON.stringify(out)]);
  return out;
}
