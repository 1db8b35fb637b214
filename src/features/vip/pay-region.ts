// The region of the VIP pay-info query (spec 000 §7: its payload carries region; the region
// lookup answers data.country and data.code; a failed Malaysia check means Malaysia). A chosen
// custom area wins (GetVipPayType adds it, spec 000 §7 / 002 §7). Otherwise the region lookup
// and the Malaysia check are asked together: Malaysia (or a failed check) gives MY, else the
// looked-up code. The answer is kept for the app session once both calls succeeded.
import { call } from '@src/api/call';
import { getUserRegion, isMalaysia } from '@src/api/contract/config';
import { regionParam } from '@src/stores/custom-area';

export const MALAYSIA = 'MY';

let detected: Promise<string> | null = null;

async function detect(): Promise<{ region: string; sure: boolean }> {
  const [lookup, malaysia] = await Promise.all([
    call(getUserRegion, {}, { ignoreErrors: true }).then((r) => ({ code: r.code, ok: true }), () => ({ code: '', ok: false })),
    call(isMalaysia, {}, { ignoreErrors: true }).then((r) => ({ yes: r.isMalaysia, ok: true }), () => ({ yes: true, ok: false })),
  ]);
  return { region: malaysia.yes ? MALAYSIA : lookup.code.toUpperCase(), sure: lookup.ok && malaysia.ok };
}

/** The pay-info query's region; '' when nothing is known (the server then detects it). */
export async function payRegion(): Promise<string> {
  const custom = regionParam().region;
  if (custom) return custom;
  if (!detected) {
    const p = detect().then((d) => {
      // A failure is asked again next time, not kept for the session.
      if (!d.sure) detected = null;
      return d.region;
    });
    detected = p;
  }
  return detected;
}

/** Tests: forget the session's answer. */
export function resetPayRegion(): void {
  detected = null;
}
