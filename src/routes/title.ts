// Page title rule (spec 002 §9): "<page title>-<site title>", and on home
// "<site title>-<slogan>" (home has no page title of its own worth showing).
import type { MessageKey } from '../i18n/keys';
import type { RouteDef } from './table';

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const TITLE_SEPARATOR = '-';

/** `pageName` overrides the route's own title (pages with noAutoTitle pass their data title). */
export function pageTitle(route: Pick<RouteDef, 'name' | 'titleKey'>, t: Translate, pageName?: string): string {
  const site = t('meta.siteTitle');
  if (route.name === 'Home' && pageName === undefined) return [site, t('meta.slogan')].join(TITLE_SEPARATOR);
  const name = pageName ?? t(route.titleKey);
  return name ? [name, site].join(TITLE_SEPARATOR) : site;
}
