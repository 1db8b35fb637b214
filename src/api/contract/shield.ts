// Shield lists: blocked users and keywords for barrage and comments (spec 002 §7).
import { endpoint } from './endpoint';
import { integer, object, string, type Infer } from './schema';
import { empty, listOf, text } from './common';
import { SHIELD_KEYWORD_MAX_CHARS } from './limits';

export const shieldUserSchema = object({ uid: integer(), nickName: string(), avatar: string() });
export type ShieldUser = Infer<typeof shieldUserSchema>;

const uid = integer({ minimum: 1 });
const keyword = text(SHIELD_KEYWORD_MAX_CHARS, 1);

export const shieldUser = endpoint({
  name: 'shieldUser', method: 'GET', path: '/api/Video/ShieldUser',
  query: object({ uid }), reply: empty, auth: 'required',
  doc: 'Adds a user to the shield list (own uid -> ret 400).',
});

export const getShieldUserList = endpoint({
  name: 'getShieldUserList', method: 'GET', path: '/api/Video/GetShieldUserList',
  query: object({}), reply: listOf(shieldUserSchema), auth: 'required',
  doc: 'data.list of shielded users.',
});

export const removeShieldUser = endpoint({
  name: 'removeShieldUser', method: 'GET', path: '/api/Video/RemoveShieldUser',
  query: object({ uid }), reply: empty, auth: 'required',
});

export const getShieldKeyWordList = endpoint({
  name: 'getShieldKeyWordList', method: 'GET', path: '/api/Video/GetShieldKeyWordList',
  query: object({}), reply: listOf(string()), auth: 'required',
  doc: 'data.list of shielded keywords.',
});

export const shieldKeyWord = endpoint({
  name: 'shieldKeyWord', method: 'GET', path: '/api/Video/ShieldKeyWord',
  query: object({ keyword }), reply: empty, auth: 'required',
  doc: 'Adds a keyword (at most 100 per user -> else ret 409).',
});

export const removeShieldKeyWord = endpoint({
  name: 'removeShieldKeyWord', method: 'GET', path: '/api/Video/RemoveShieldKeyWord',
  query: object({ keyword }), reply: empty, auth: 'required',
});
