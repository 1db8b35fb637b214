// Subtitle and alternate-audio tracks of a stream (issue 29): how an operator names them on the
// command line (`--subs zh=FILE`, `--audio yue=FILE`, `--main-audio zh`), the names users see in
// the player's 字幕 / 音轨 menus, and the folders they are written to inside the stream folder.

export type TrackKind = 'subtitles' | 'audio';

export interface TrackLabel {
  /** BCP 47 language tag as written in the master playlist's LANGUAGE (`zh`, `en`, `yue`). */
  lang: string;
  /** NAME in the master playlist: what the player's menu shows. */
  name: string;
}

export interface TrackSpec extends TrackLabel {
  file: string;
}

// Audio is named as Chinese platforms name dubs (国语/粤语); subtitles in the language they are
// written in, as streaming menus list them (中文 / English).
const AUDIO_NAMES: Record<string, string> = {
  zh: '国语', cmn: '国语', 'zh-cn': '国语', 'zh-hans': '国语', yue: '粤语', 'zh-hk': '粤语', 'zh-yue': '粤语', nan: '闽南语',
  en: '英语', ja: '日语', ko: '韩语', fr: '法语', de: '德语', es: '西班牙语', ru: '俄语', th: '泰语', pt: '葡萄牙语', it: '意大利语',
};
const SUBTITLE_NAMES: Record<string, string> = {
  zh: '中文', 'zh-cn': '简体中文', 'zh-hans': '简体中文', 'zh-tw': '繁體中文', 'zh-hk': '繁體中文', 'zh-hant': '繁體中文', yue: '粵語',
  en: 'English', ja: '日本語', ko: '한국어', fr: 'Français', de: 'Deutsch', es: 'Español', ru: 'Русский', th: 'ไทย',
};

const LANG_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The name a track gets when the operator gives none: the tables above, else the tag itself. */
export function defaultTrackName(kind: TrackKind, lang: string): string {
  const table = kind === 'audio' ? AUDIO_NAMES : SUBTITLE_NAMES;
  return table[lang.toLowerCase()] ?? lang;
}

/**
 * Reads `LANG[:NAME]`, e.g. `zh`, `yue:粤语` or `en:English (SDH)`. NAME ends up in a quoted
 * playlist attribute, so quotes and line breaks are refused rather than escaped (HLS has no escape).
 */
export function parseTrackLabel(kind: TrackKind, text: string): TrackLabel {
  const colon = text.indexOf(':');
  const lang = (colon >= 0 ? text.slice(0, colon) : text).trim();
  const given = colon >= 0 ? text.slice(colon + 1).trim() : '';
  if (!LANG_TAG.test(lang)) throw new Error(`"${lang}" is not a language tag such as zh, en or yue`);
  if (/["\r\n]/.test(given)) throw new Error(`a track name may not hold quotes or line breaks: ${given}`);
  if (given.length > 40) throw new Error(`track name "${given}" is longer than 40 characters`);
  return { lang: lang.toLowerCase(), name: given || defaultTrackName(kind, lang) };
}

/** Reads `LANG[:NAME]=FILE`, the value of `--subs` and `--audio`; the file path may itself hold `=` or `:`. */
export function parseTrackSpec(kind: TrackKind, text: string): TrackSpec {
  const eq = text.indexOf('=');
  const flag = kind === 'audio' ? '--audio' : '--subs';
  if (eq <= 0 || eq === text.length - 1) throw new Error(`${flag} wants LANG=FILE (e.g. ${kind === 'audio' ? 'yue=cantonese.m4a' : 'zh=zh.srt'}), got "${text}"`);
  return { ...parseTrackLabel(kind, text.slice(0, eq)), file: text.slice(eq + 1) };
}

/** Folder of a track inside the stream folder: lower case, since the media routes fold a path to lower case. */
export function trackFolder(kind: TrackKind, lang: string): string {
  return `${kind === 'audio' ? 'audio' : 'subs'}-${lang.toLowerCase()}`;
}

/** One track per language and kind: two 粤语 tracks could not be told apart in the menu. */
export function assertDistinctLanguages(kind: TrackKind, labels: readonly TrackLabel[]): void {
  const seen = new Set<string>();
  for (const t of labels) {
    if (seen.has(t.lang)) throw new Error(`two ${kind === 'audio' ? 'audio' : 'subtitle'} tracks in language "${t.lang}"; give each language once`);
    seen.add(t.lang);
  }
}
