// TOTP (RFC 6238) for staff sign-in, through otplib: 6 digits, 30 s steps, one step either side.
import { generateSecret, generateSync, verifySync } from 'otplib';

export const newTotpSecret = (): string => generateSecret();

export function totpValid(secret: string, token: string, epochSec = Math.floor(Date.now() / 1000)): boolean {
  if (!/^\d{6}$/.test(token)) return false;
  try {
    return verifySync({ secret, token, epoch: epochSec, epochTolerance: 30 }).valid;
  } catch {
    return false;
  }
}

/** The current code of a seed (tests and the demo's README helper). */
export const totpNow = (secret: string, epochSec = Math.floor(Date.now() / 1000)): string => generateSync({ secret, epoch: epochSec });
