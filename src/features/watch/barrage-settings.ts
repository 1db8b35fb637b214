// Barrage display settings: applied at once, kept locally with full precision, and saved to
// the server (PutBarrageCofig) debounced, in the server's coarser buckets. danmuOpen (on/off)
// lives in the player store (spec 000 §3) and is mirrored as `open`.
import type { BarrageConfig } from '@src/api/contract/barrage';
import { DEFAULT_BARRAGE_SETTINGS, normalizeSettings, type BarrageSettings } from '@src/barrage/settings';
import { localGetJson, localSetJson } from '@src/lib/storage';
import { debounce, type Debounced } from '@src/lib/debounce';

export const BARRAGE_SETTINGS_KEY = 'barrageSettings';
export const SAVE_DEBOUNCE_MS = 800;

/** Font scale / speed buckets of the server config (0 small/slow, 1 normal, 2 large/fast). */
const FONT_BUCKETS = [0.8, 1, 1.3] as const;
const SPEED_BUCKETS = [0.7, 1, 1.4] as const;

function nearest(buckets: readonly number[], v: number): number {
  let best = 0;
  for (let i = 1; i < buckets.length; i++) if (Math.abs(buckets[i] - v) < Math.abs(buckets[best] - v)) best = i;
  return best;
}

export type ServerConfigPatch = Partial<Pick<BarrageConfig, 'open' | 'opacity' | 'fontSize' | 'speed' | 'area'>>;

export function toServerConfig(s: BarrageSettings): Required<ServerConfigPatch> {
  return {
    open: s.enabled,
    opacity: Math.round(s.opacity * 100) / 100,
    fontSize: nearest(FONT_BUCKETS, s.fontScale),
    speed: nearest(SPEED_BUCKETS, s.speed),
    area: s.displayArea,
  };
}

export function fromServerConfig(c: BarrageConfig, base: BarrageSettings = DEFAULT_BARRAGE_SETTINGS): BarrageSettings {
  return normalizeSettings(
    {
      enabled: c.open,
      opacity: c.opacity,
      fontScale: FONT_BUCKETS[c.fontSize] ?? 1,
      speed: SPEED_BUCKETS[c.speed] ?? 1,
      displayArea: c.area as BarrageSettings['displayArea'],
    },
    base,
  );
}

export function readLocalSettings(): BarrageSettings | null {
  const v = localGetJson<Partial<BarrageSettings> | null>(BARRAGE_SETTINGS_KEY, null);
  return v && typeof v === 'object' ? normalizeSettings(v) : null;
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
  private readonly listeners = new Set<(s: BarrageSettings) => void>();
  private readonly saveLater: Debounced<[]>;
  private lastSaved: Required<ServerConfigPatch> | null = null;

  constructor(private readonly opts: BarrageSettingsControllerOptions) {
    this.value = normalizeSettings(opts.initial);
    this.saveLater = debounce(() => this.flushSave(), opts.debounceMs ?? SAVE_DEBOUNCE_MS);
  }

  get settings(): BarrageSettings {
    return this.value;
  }

  subscribe(fn: (s: BarrageSettings) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Applies a change now; the server hears about it once the user stops changing things. */
  update(patch: Partial<BarrageSettings>): void {
    this.value = normalizeSettings(patch, this.value);
    (this.opts.persist ?? ((s) => localSetJson(BARRAGE_SETTINGS_KEY, s)))(this.value);
    for (const fn of [...this.listeners]) fn(this.value);
    if (this.opts.canSave()) this.saveLater();
  }

  /** Server settings arrived (GetBarrageCofig): adopt them without saving them back. */
  adopt(settings: BarrageSettings): void {
    this.value = normalizeSettings(settings);
    this.lastSaved = toServerConfig(this.value);
    for (const fn of [...this.listeners]) fn(this.value);
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
