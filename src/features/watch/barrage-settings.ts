// Barrage display settings: applied at once, kept locally, and saved to the server
// (PutBarrageCofig) debounced, at full precision and only the fields that changed. danmuOpen
// (on/off) lives in the player store (spec 000 §3) and is mirrored as `open`.
import type { BarrageConfig } from '@src/api/contract/barrage';
import { DEFAULT_BARRAGE_SETTINGS, normalizeSettings, type BarrageSettings } from '@src/barrage/settings';
import type { BarrageMode } from '@src/barrage/types';
import { localGetJson, localSetJson } from '@src/lib/storage';
import { debounce, type Debounced } from '@src/lib/debounce';
import { Emitter } from '@src/lib/events';

export const BARRAGE_SETTINGS_KEY = 'barrageSettings';
export const SAVE_DEBOUNCE_MS = 800;

const MODE_NUMBER: Record<BarrageMode, number> = { scroll: 0, top: 1, bottom: 2 };
const NUMBER_MODE: readonly BarrageMode[] = ['scroll', 'top', 'bottom'];

/** The PutBarrageCofig query: the config with hiddenModes comma-joined ("1,2"; "" = none). */
export interface ServerConfig {
  open: boolean;
  opacity: number;
  fontScale: number;
  speed: number;
  area: number;
  hiddenModes: string;
  followPlaybackRate: boolean;
  shieldLevel: number;
}
export type ServerConfigPatch = Partial<ServerConfig>;

export const hiddenModesParam = (modes: readonly BarrageMode[]): string =>
  [...new Set(modes.map((m) => MODE_NUMBER[m]))].sort((a, b) => a - b).join(',');

export function toServerConfig(s: BarrageSettings): ServerConfig {
  return {
    open: s.enabled,
    opacity: s.opacity,
    fontScale: s.fontScale,
    speed: s.speed,
    area: s.displayArea,
    hiddenModes: hiddenModesParam(s.hiddenModes),
    followPlaybackRate: s.followPlaybackRate,
    shieldLevel: s.shieldLevel,
  };
}

export function fromServerConfig(c: BarrageConfig, base: BarrageSettings = DEFAULT_BARRAGE_SETTINGS): BarrageSettings {
  return normalizeSettings(
    {
      enabled: c.open,
      opacity: c.opacity,
      fontScale: c.fontScale,
      speed: c.speed,
      displayArea: c.area as BarrageSettings['displayArea'],
      hiddenModes: c.hiddenModes.map((m) => NUMBER_MODE[m]).filter((m): m is BarrageMode => m !== undefined),
      followPlaybackRate: c.followPlaybackRate,
      shieldLevel: c.shieldLevel,
    },
    base,
  );
}

/**
 * The stored settings' version. 2 (issue 29): followPlaybackRate's default became false. Every
 * change stored the whole settings, so a version-1 `true` is the old default, never a choice
 * (nothing could change the playback rate before): it is dropped and the new default applies.
 */
const LOCAL_VERSION = 2;

type StoredSettings = Partial<BarrageSettings> & { v?: number };

export function readLocalSettings(): BarrageSettings | null {
  const v = localGetJson<StoredSettings | null>(BARRAGE_SETTINGS_KEY, null);
  if (!v || typeof v !== 'object') return null;
  if (v.v !== LOCAL_VERSION) {
    const { followPlaybackRate: _old, ...rest } = v;
    return normalizeSettings(rest);
  }
  return normalizeSettings(v);
}

export function writeLocalSettings(s: BarrageSettings): void {
  localSetJson(BARRAGE_SETTINGS_KEY, { ...s, v: LOCAL_VERSION });
}

export interface BarrageSettingsControllerOptions {
  initial: BarrageSettings;
  /** PutBarrageCofig; only called for a logged-in user. */
  save: (patch: ServerConfigPatch) => Promise<unknown>;
  canSave: () => boolean;
  persist?: (s: BarrageSettings) => void;
  debounceMs?: number;
}

export class BarrageSettingsController {
  private value: BarrageSettings;
  private readonly listeners = new Emitter<{ change: BarrageSettings }>('barrage-settings');
  private readonly saveLater: Debounced<[]>;
  private lastSaved: ServerConfig | null = null;

  constructor(private readonly opts: BarrageSettingsControllerOptions) {
    this.value = normalizeSettings(opts.initial);
    this.saveLater = debounce(() => this.flushSave(), opts.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  get settings(): BarrageSettings {
    return this.value;
  }

  subscribe(fn: (s: BarrageSettings) => void): () => void {
    return this.listeners.on('change', fn);
  }

  /** Applies a change now; the server hears about it once the user stops changing things. */
  update(patch: Partial<BarrageSettings>): void {
    this.value = normalizeSettings(patch, this.value);
    (this.opts.persist ?? writeLocalSettings)(this.value);
    this.listeners.emit('change', this.value);
    if (this.opts.canSave()) this.saveLater();
  }

  /** Server settings arrived (GetBarrageCofig): adopt them without saving them back. */
  adopt(settings: BarrageSettings): void {
    this.value = normalizeSettings(settings);
    this.lastSaved = toServerConfig(this.value);
    this.listeners.emit('change', this.value);
  }

  flush(): void {
    this.saveLater.flush();
  }

  dispose(): void {
    this.saveLater.flush();
    this.listeners.clear();
  }

  private flushSave(): void {
    const next = toServerConfig(this.value);
    const prev = this.lastSaved;
    const patch: ServerConfigPatch = {};
    for (const k of Object.keys(next) as (keyof ServerConfigPatch)[]) {
      if (!prev || prev[k] !== next[k]) (patch as Record<string, unknown>)[k] = next[k];
    }
    if (Object.keys(patch).length === 0) return;
    this.lastSaved = next;
    this.opts.save(patch).catch((err: unknown) => {
      // Not saved: send everything next time.
      this.lastSaved = null;
      console.warn('[barrage] saving settings failed', err);
    });
  }
}
