// App configuration, region and Malaysia check (spec 001 §7, 002 §7).
import { endpoint } from './endpoint';
import { array, boolean, object, optional, string, type Infer } from './schema';
import { text } from './common';

/** Config list entry; key GoogleMap holds the maps key (spec 001 §3). */
export const configEntrySchema = object({ key: string(), value: string() });
export type ConfigEntry = Infer<typeof configEntrySchema>;

export const regionSchema = object({ country: string(), code: string() });

export const getHomeConfig = endpoint({
  name: 'getHomeConfig',
  method: 'GET',
  path: '/api/home/config',
  query: object({}),
  reply: object({ list: array(configEntrySchema) }),
  auth: 'none',
  doc: 'Static app config as key/value entries (GoogleMap, site title, slogan...).',
});

export const getConfig = endpoint({
  name: 'getConfig',
  method: 'GET',
  path: '/api/home/GetConfig',
  query: object({ key: optional(text(64)) }),
  reply: object({ list: array(configEntrySchema) }),
  auth: 'none',
  doc: 'Dynamic config; with key, only that entry.',
});

export const getUserRegion = endpoint({
  name: 'getUserRegion',
  method: 'GET',
  path: '/api/home/GetUserRegion',
  query: object({}),
  reply: regionSchema,
  auth: 'none',
  doc: 'Region of the caller (from the request address; loopback and private -> CN).',
});

export const isMalaysia = endpoint({
  name: 'isMalaysia',
  method: 'GET',
  path: '/api/user/IsMalaysia',
  query: object({ region: optional(string({ maxLength: 8, pattern: '^[A-Za-z]*$' })) }),
  reply: object({ isMalaysia: boolean() }),
  auth: 'optional',
  ignoreErrors: true,
  doc: 'True when region (or the detected region) is MY. Client: failure means true.',
});
