// Session events pushed to a user's sockets (spec 001 §4, userStateChange). Action 0: the
// user's data changed on the server, re-fetch it. Action 1: this session ended (a login of the
// same device kind elsewhere, see auth/device-session.ts): show the text, clear the user, go
// home. Rooms travel over the Redis adapter, so the sockets may sit on any server process.
import type { Server } from 'socket.io';
import { KICKED_TEXT, USER_STATE_EVENT, USER_STATE_KICKED, USER_STATE_REFETCH, type UserStateChange } from '../../src/api/contract/chat';
import { sessionRoom, userRoom } from './rooms';

/** Every socket of the user re-fetches the user (VIP granted, profile changed...). */
export function pushUserChanged(io: Server | null, uid: number): void {
  const ev: UserStateChange = { action: USER_STATE_REFETCH, msg: '' };
  io?.to(userRoom(uid)).emit(USER_STATE_EVENT, ev);
}

/** The sockets of one ended session hear why, then stop receiving as the user. */
export function kickSession(io: Server | null, uid: number, gid: number, text = KICKED_TEXT): void {
  if (!io) return;
  const room = sessionRoom(uid, gid);
  const ev: UserStateChange = { action: USER_STATE_KICKED, msg: text };
  io.to(room).emit(USER_STATE_EVENT, ev);
  // After the emit: one process's adapter messages arrive in order, so the text gets there first.
  io.in(room).socketsLeave([userRoom(uid), room]);
}
