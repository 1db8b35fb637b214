// A dynamic's location (/getUserLocation, /searchUserLocation). With a maps key in the config
// (spec 002 §7: the maps script loaded on demand) the maps service names the user's position
// and finds places; without one, or when the service cannot be reached, the browser's position
// picks the nearest cities of a built-in list and search filters that list, so it works offline.
// The typed text itself is always a valid choice (a plain-text location).
import { configValue, loadAppConfig, loadMapsScript, MAPS_KEY_NAME } from '@src/features/startup';
import { useResource } from '@src/data/use-resource';
import { CITIES, type City } from './cities';
import { DYNAMIC_LOCATION_MAX } from './publish-rules';
import { publishKeys } from './publish-keys';

/** Places offered at once. */
export const PLACE_LIMIT = 10;
/** How long the browser may take to give a position. */
const POSITION_TIMEOUT_MS = 10_000;

export interface Position {
  lat: number;
  lng: number;
}

export interface Nearby {
  /** Where the places came from: the maps service, or the built-in list. */
  source: 'maps' | 'cities';
  /** The position was found (false: denied, unsupported or timed out: the list is just the cities). */
  located: boolean;
  places: readonly string[];
}

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in km. */
export function distanceKm(a: Position, b: Position): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The built-in cities nearest first. */
export function nearestCities(p: Position, list: readonly City[] = CITIES, limit = PLACE_LIMIT): string[] {
  return [...list]
    .map((c) => ({ c, d: distanceKm(p, c) }))
    .sort((x, y) => x.d - y.d)
    .slice(0, limit)
    .map((x) => x.c.name);
}

/** Built-in cities whose name contains the keyword (all of them for an empty keyword). */
export function searchCities(keyword: string, list: readonly City[] = CITIES): string[] {
  const k = keyword.trim();
  return list.filter((c) => !k || c.name.includes(k) || k.includes(c.name)).map((c) => c.name);
}

/** The search results with the typed text first as a plain-text place (when it is not one of them). */
export function withTypedPlace(keyword: string, places: readonly string[]): string[] {
  const k = keyword.trim().slice(0, DYNAMIC_LOCATION_MAX);
  if (!k) return [...places];
  return places.includes(k) ? [...places] : [k, ...places];
}

export function browserPosition(signal?: AbortSignal): Promise<Position | null> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => {
    signal?.addEventListener('abort', () => resolve(null));
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
}

// The part of the maps script's API used here (google.maps.Geocoder).
interface GeocodeResult {
  formatted_address: string;
}
interface MapsGeocoder {
  geocode(req: { location?: Position; address?: string }): Promise<{ results: GeocodeResult[] }>;
}
interface MapsGlobal {
  maps?: { Geocoder?: new () => MapsGeocoder };
}

/** The maps geocoder, when a key is configured and the script loads; null otherwise. */
let configAsked: Promise<void> | null = null;

export async function mapsGeocoder(): Promise<MapsGeocoder | null> {
  // The config is asked once for a missing key, not on every keystroke of a search.
  if (!configValue(MAPS_KEY_NAME)) await (configAsked ??= loadAppConfig());
  if (!configValue(MAPS_KEY_NAME)) return null;
  try {
    await loadMapsScript();
  } catch {
    return null;
  }
  const Geocoder = (globalThis as { google?: MapsGlobal }).google?.maps?.Geocoder;
  return Geocoder ? new Geocoder() : null;
}

const names = (r: { results: GeocodeResult[] }) => [...new Set(r.results.map((x) => x.formatted_address).filter(Boolean))].slice(0, PLACE_LIMIT);

/** Places near the user: the maps service's names of the position, else the nearest cities. */
export async function findNearby(signal?: AbortSignal): Promise<Nearby> {
  const pos = await browserPosition(signal);
  if (!pos) return { source: 'cities', located: false, places: CITIES.map((c) => c.name) };
  const geocoder = await mapsGeocoder();
  if (geocoder) {
    try {
      const places = names(await geocoder.geocode({ location: pos }));
      if (places.length) return { source: 'maps', located: true, places };
    } catch {
      // The service refused or cannot be reached: the built-in list still answers.
    }
  }
  return { source: 'cities', located: true, places: nearestCities(pos) };
}

/** Places matching a keyword: the maps service's, else the built-in cities; the typed text first. */
export async function searchPlaces(keyword: string): Promise<string[]> {
  const k = keyword.trim();
  if (k) {
    const geocoder = await mapsGeocoder();
    if (geocoder) {
      try {
        const places = names(await geocoder.geocode({ address: k }));
        if (places.length) return withTypedPlace(k, places);
      } catch {
        // fall through to the built-in list
      }
    }
  }
  return withTypedPlace(k, searchCities(k));
}

export function useNearbyPlaces() {
  return useResource(publishKeys.nearby(), (signal) => findNearby(signal));
}

export function usePlaceSearch(keyword: string) {
  return useResource(publishKeys.placeSearch(keyword), () => searchPlaces(keyword));
}
