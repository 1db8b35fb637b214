// The barrage room over socket.io (spec 001 §7: joinVideoRoom, sendBarrage). The barrage text
// limit the server applies on both paths is BARRAGE_MAX_CHARS in limits.ts.
/**
 * socket.io event of a video room (after `conn` and `joinVideoRoom {mediaKey}`): the client sends
 * {content, time, episodeId?, color?, mode?} and gets the stored Barrage or ret 201/400/404 as its
 * ack; the other viewers of the room get the stored Barrage.
 */
export const BARRAGE_SOCKET_EVENT = 'sendBarrage';
