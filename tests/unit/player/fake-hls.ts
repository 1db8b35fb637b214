// A stand-in for the hls.js class, injected through Player's `hlsFactory` (unit level only).
import { vi } from 'vitest';
import type { HlsConstructorLike, HlsErrorDataLike, HlsLevelLike } from '@src/player/hls-types';

export interface FakeHlsInstance {
  config: Record<string, unknown> & { enableWorker: boolean };
  levels: HlsLevelLike[];
  currentLevel: number;
  readonly autoLevelEnabled: boolean;
  loadSource: ReturnType<typeof vi.fn>;
  attachMedia: ReturnType<typeof vi.fn>;
  startLoad: ReturnType<typeof vi.fn>;
  stopLoad: ReturnType<typeof vi.fn>;
  recoverMediaError: ReturnType<typeof vi.fn>;
  swapAudioCodec: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  on(event: string, listener: (event: string, data: never) => void): void;
  fire(event: string, data?: unknown): void;
  fireError(data: Partial<HlsErrorDataLike> & { type: string; fatal: boolean }): void;
}

export interface FakeHlsKit {
  Hls: HlsConstructorLike;
  instances: FakeHlsInstance[];
  setSupported(value: boolean): void;
  last(): FakeHlsInstance;
}

export function makeFakeHls(levels: HlsLevelLike[] = [
  { height: 360, width: 640, bitrate: 800_000 },
  { height: 720, width: 1280, bitrate: 2_500_000 },
]): FakeHlsKit {
  const instances: FakeHlsInstance[] = [];
  let supported = true;

  class FakeHls {
    static isSupported(): boolean {
      return supported;
    }
    config: FakeHlsInstance['config'];
    levels = levels.map((l) => ({ ...l }));
    currentLevel = -1;
    private handlers = new Map<string, Array<(event: string, data: never) => void>>();
    loadSource = vi.fn();
    attachMedia = vi.fn();
    startLoad = vi.fn();
    stopLoad = vi.fn();
    recoverMediaError = vi.fn();
    swapAudioCodec = vi.fn();
    destroy = vi.fn();
    constructor(config: Record<string, unknown>) {
      this.config = { enableWorker: true, ...config } as FakeHlsInstance['config'];
      instances.push(this as unknown as FakeHlsInstance);
    }
    get autoLevelEnabled(): boolean {
      return this.currentLevel === -1;
    }
    on(event: string, listener: (event: string, data: never) => void): void {
      const list = this.handlers.get(event) ?? [];
      list.push(listener);
      this.handlers.set(event, list);
    }
    fire(event: string, data: unknown = {}): void {
      for (const fn of this.handlers.get(event) ?? []) fn(event, data as never);
    }
    fireError(data: Partial<HlsErrorDataLike> & { type: string; fatal: boolean }): void {
      this.fire('hlsError', { details: 'fragLoadError', ...data });
    }
  }

  return {
    Hls: FakeHls as unknown as HlsConstructorLike,
    instances,
    setSupported(value) {
      supported = value;
    },
    last() {
      const inst = instances[instances.length - 1];
      if (!inst) throw new Error('no fake Hls instance was created');
      return inst;
    },
  };
}
