// Page meta (spec 002 §3, §5, §9): site title, separator '-', slogan, keywords; the
// description is cut to 255 characters. Every document title goes through applyPageMeta (the
// shells' route titles and the pages that title themselves), so the meta tags follow the page.
import { t } from '../i18n';

export const META_SEPARATOR = '-';
export const DESCRIPTION_MAX = 255;

export function siteMeta() {
  return { title: t('meta.siteTitle'), separator: META_SEPARATOR, slogan: t('meta.slogan'), keywords: t('meta.keywords') };
}

export function trimDescription(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > DESCRIPTION_MAX ? chars.slice(0, DESCRIPTION_MAX).join('') : chars.join('');
}

function setMeta(name: string, content: string) {
  if (typeof document === 'undefined') return;
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets document.title and the keywords/description meta tags. */
export function applyPageMeta(title: string, opts: { keywords?: string; description?: string } = {}): void {
  if (typeof document === 'undefined') return;
  document.title = title;
  setMeta('keywords', opts.keywords ?? t('meta.keywords'));
  setMeta('description', trimDescription(opts.description ?? t('meta.description')));
}
