// Countries and calling codes (/countryList, /selectArea; issue 12). A choice is the user's
// region (spec 000 §3 local keys: customUserArea = its name, customUserAreaCode = its ISO code,
// the `region` of the calls that take one; useCustomUserArea = whether it is in use) and the
// calling code the phone-number forms send as AreaCode.
import { createStore, useStore } from 'zustand';
import type { Country } from '@src/api/contract/account';
import { useResource } from '@src/data/use-resource';
import { customAreaStore } from '@src/stores/custom-area';
import { call } from '@src/api/call';
import { getCountryList } from '@src/api/contract/account';
import { accountKeys } from './account-keys';

export type { Country } from '@src/api/contract/account';

export function useCountryList() {
  return useResource(accountKeys.countries(), (signal) => call(getCountryList, {}, { signal }).then((r) => r.list), {
    staleTime: Infinity,
    isEmpty: (l) => l.length === 0,
  });
}

/** Countries whose name, ISO code or calling code contains the query. */
export function filterCountries(list: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...list];
  return list.filter((c) => c.name.toLowerCase().includes(q) || c.country.toLowerCase() === q || c.areaCode.startsWith(q));
}

/** The calling code the phone-number forms start with. */
export const phoneAreaStore = createStore<{ areaCode: string }>(() => ({ areaCode: '+86' }));
export const usePhoneArea = () => useStore(phoneAreaStore, (s) => s.areaCode);

/** Saves a chosen country as the user's region and the forms' calling code. */
export function chooseCountry(c: Country): void {
  const area = customAreaStore.getState();
  area.setArea(c.name, c.country);
  area.setUseCustomUserArea(true);
  phoneAreaStore.setState({ areaCode: `+${c.areaCode}` });
}

/** Back to the detected region (the saved choice is kept but not used). */
export function clearCustomArea(): void {
  customAreaStore.getState().setUseCustomUserArea(false);
}

export const useCustomArea = () => useStore(customAreaStore);
