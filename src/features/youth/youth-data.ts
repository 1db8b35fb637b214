// The youth mode calls.
import { call } from '@src/api/call';
import { getYouthState, youthResetPin, youthSendResetCode, youthTurnOff, youthTurnOn, type YouthState } from '@src/api/contract/youth';
import { getVisitorId } from '@src/stores/visitor';

export const fetchYouthState = (signal?: AbortSignal): Promise<YouthState> => call(getYouthState, {}, { signal });

export function turnYouthOn(pin: string): Promise<YouthState> {
  // A guest's mode belongs to the device: make sure it has its id before the server keys on it.
  getVisitorId();
  return call(youthTurnOn, { pin });
}

export const turnYouthOff = (pin: string): Promise<YouthState> => call(youthTurnOff, { pin });

export const sendYouthResetCode = () => call(youthSendResetCode, {});

export const resetYouthPin = (input: { code: string; pin: string }): Promise<YouthState> => call(youthResetPin, input);
