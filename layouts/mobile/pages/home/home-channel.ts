import { ROUTE_BY_NAME } from '@src/routes';

const ALIASES = (ROUTE_BY_NAME.Home.aliases ?? []).map((a) => a.slice(1).toLowerCase());

/**
 * The home aliases (/japan, /cartoon, ...) are the channel tabs of the home page: the alias
 * names the channel, '' is the recommendation tab.
 */
export function homeChannelOf(pathname: string): string {
  const seg = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return ALIASES.includes(seg) ? seg : '';
}

export const isHomeAlias = (key: string) => ALIASES.includes(key.toLowerCase());
