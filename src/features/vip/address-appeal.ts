// /appeal (dispute an order), /choseAddress and /addAddress (a delivery address for packages
// with a gift), /iframe (a gateway inside the page: same-origin addresses only).
import { useCallback, useSyncExternalStore } from 'react';
import { call } from '@src/api/call';
import { addAddress, appealOrder, getAddressList, type DeliveryAddress } from '@src/api/contract/vip';
import { useResource } from '@src/data/use-resource';
import { t } from '@src/i18n';
import { Emitter } from '@src/lib/events';
import { sessionGet, sessionSet } from '@src/lib/storage';
import { toast } from '@src/stores/ui';
import { vipKeys } from './vip-keys';
import { useAction } from '@src/data/use-action';

const ADDRESSES_KEY = vipKeys.addresses();
const CHOSEN_ADDRESS_KEY = 'chosenAddressId';

export const useAddresses = (enabled = true) =>
  useResource(ADDRESSES_KEY, (signal) => call(getAddressList, {}, { signal }).then((r) => r.list), { isEmpty: (l) => l.length === 0, enabled });

const chosenEvents = new Emitter<{ change: undefined }>('chosen-address');

/** The address chosen for the next order (kept for the session). */
export const chooseAddress = (id: number) => {
  sessionSet(CHOSEN_ADDRESS_KEY, String(id));
  chosenEvents.emit('change', undefined);
};
export const chosenAddressId = (): number | null => {
  const v = sessionGet(CHOSEN_ADDRESS_KEY);
  return v && /^\d+$/.test(v) ? Number(v) : null;
};

/**
 * The delivery address of the next order when the package includes a physical gift: the chosen
 * one if it is still in the user's list (a kept-alive /vip sees a choice made on /choseAddress).
 */
export function useOrderAddress(needed: boolean): DeliveryAddress | null {
  const chosen = useSyncExternalStore(
    (l) => chosenEvents.on('change', l),
    chosenAddressId,
    () => null,
  );
  const list = useAddresses(needed).data;
  return needed ? (list?.find((a) => a.id === chosen) ?? null) : null;
}

export interface AddressInput {
  name: string;
  phone: string;
  address: string;
}

/** What is wrong with an address form (the contract's bounds), or null. */
export function addressProblem(a: AddressInput): 'payment.addressName' | 'payment.addressPhone' | 'payment.addressText' | null {
  if (!a.name.trim() || a.name.trim().length > 32) return 'payment.addressName';
  if (!/^[0-9+ -]{5,20}$/.test(a.phone.trim())) return 'payment.addressPhone';
  if (a.address.trim().length < 4 || a.address.trim().length > 200) return 'payment.addressText';
  return null;
}

export function useAddAddress(onAdded: (a: DeliveryAddress) => void) {
  // A refusal was shown by the request layer; the form keeps its input.
  const add = useAction((a: AddressInput) => call(addAddress, { name: a.name.trim(), phone: a.phone.trim(), address: a.address.trim() }), { touches: () => [ADDRESSES_KEY] });
  const { run } = add;
  const submit = useCallback(
    async (a: AddressInput) => {
      const problem = addressProblem(a);
      if (problem) {
        toast(t(problem));
        return;
      }
      const out = await run(a);
      if (!out.ok) return;
      chooseAddress(out.result.id);
      onAdded(out.result);
    },
    [run, onAdded],
  );
  return { busy: add.busy, submit };
}

/** What is wrong with an appeal (reason 2-500 characters), or null. */
export const appealProblem = (reason: string): 'payment.appealReason' | null => (reason.trim().length < 2 || reason.trim().length > 500 ? 'payment.appealReason' : null);

export function useAppeal(orderId: string | null, onDone: () => void) {
  // A refusal was shown by the request layer; the form keeps its input.
  const send = useAction(({ id, reason, contact }: { id: string; reason: string; contact: string }) =>
    call(appealOrder, { orderId: id, reason: reason.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) }),
  );
  const { run } = send;
  const submit = useCallback(
    async (reason: string, contact: string) => {
      if (!orderId) return;
      const problem = appealProblem(reason);
      if (problem) {
        toast(t(problem));
        return;
      }
      if (!(await run({ id: orderId, reason, contact })).ok) return;
      toast(t('payment.appealSent'));
      onDone();
    },
    [orderId, run, onDone],
  );
  return { busy: send.busy, submit };
}

/** /iframe's address: only a same-origin http(s) page is framed. */
export function iframeSrc(raw: string | null, origin: string = location.origin): string | null {
  if (!raw) return null;
  try {
    const u = new URL(raw, `${origin}/`);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin ? u.toString() : null;
  } catch {
    return null;
  }
}
