// Room names shared by the core socket (index.ts) and the barrage room (barrage-room.ts).
export const userRoom = (uid: number) => `user:${uid}`;
export const videoRoom = (mediaKey: string) => `video:${mediaKey}`;
