export { BarrageRenderer, DEFAULT_FONT_FAMILY } from './renderer';
export type { BarrageRendererOptions, BarrageRendererStats } from './renderer';
export { BarrageEngine } from './barrage-engine';
export type { ActiveComment, BitmapStore, EngineOptions, EngineStats } from './barrage-engine';
export { ShieldFilter } from './shield-filter';
export type { ShieldLists, ShieldReason } from './shield-filter';
export { KeywordAutomaton } from './aho-corasick';
export type { KeywordMatch } from './aho-corasick';
export { compileRegexRules } from './regex-rules';
export { BARRAGE_MAX_LENGTH, BARRAGE_ELLIPSIS, sanitizeBarrageText } from './sanitize';
export { normalizeComment } from './comment-input';
export {
  DEFAULT_BARRAGE_SETTINGS,
  DISPLAY_AREAS,
  SCALE_MIN,
  SCALE_MAX,
  normalizeSettings,
} from './settings';
export type { BarrageSettings, DisplayArea } from './settings';
export type { BarrageComment, BarrageMode, DrawnLogEntry, MediaClock } from './types';
export type { PaintContext, Surface, SurfaceFactory } from './surface';
