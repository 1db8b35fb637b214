// The maps script of spec 002 §7: loaded on demand with the configured key. Without a key the
// load is refused and a config fetch is started, so a later try may find it.
import { configValue, loadAppConfig, MAPS_KEY_NAME } from './app-config';

export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

let pending: Promise<void> | null = null;

export function mapsScriptUrl(key: string): string {
  return `${MAPS_SCRIPT_URL}?key=${encodeURIComponent(key)}`;
}

export function loadMapsScript(): Promise<void> {
  const key = configValue(MAPS_KEY_NAME);
  if (!key) {
    void loadAppConfig();
    return Promise.reject(new Error('maps: no GoogleMap key in the config yet'));
  }
  pending ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = mapsScriptUrl(key);
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      pending = null;
      s.remove();
      reject(new Error('maps: the script failed to load'));
    };
    document.head.appendChild(s);
  });
  return pending;
}
