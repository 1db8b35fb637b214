// Room names shared by the core socket (index.ts) and the barrage room (barrage-room.ts).
export const userRoom = (uid: number) => `user:${uid}`;
export const videoRoom = (mediaKey: string) => `video:${mediaKey}`;
/** The sockets of one session (one token generation or device session) of a user: a login elsewhere ends exactly these. */
export const sessionRoom = (uid: number, gid: number) => `session:${uid}:${gid}`;
