// The app's key/value config (spec 002 §3 "Dynamic config", §7): /api/home/config and GetConfig
// are asked at start; the maps loader reads the GoogleMap key from here. One request of each
// at a time, however many callers.
import { call } from '@src/api/call';
import { getConfig, getHomeConfig, type ConfigEntry } from '@src/api/contract/config';

export const MAPS_KEY_NAME = 'GoogleMap';

const values = new Map<string, string>();
let loading: Promise<void> | null = null;

function merge(list: readonly ConfigEntry[]): void {
  for (const e of list) values.set(e.key, e.value);
}

/** Asks both config calls (quietly: a failure leaves what was known). */
export function loadAppConfig(): Promise<void> {
  loading ??= Promise.all([
    call(getHomeConfig, {}, { ignoreErrors: true }).then((r) => merge(r.list), () => undefined),
    call(getConfig, {}, { ignoreErrors: true }).then((r) => merge(r.list), () => undefined),
  ]).then(
    () => {
      loading = null;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function configValue(key: string): string | undefined {
  const v = values.get(key);
  return v ? v : undefined;
}

/** Tests only: forget what was loaded. */
export function resetAppConfig(): void {
  values.clear();
  loading = null;
}
