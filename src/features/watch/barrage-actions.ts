// Sending, liking and reporting a barrage, and the report-received dialog (spec 001 §8).
import { call } from '@src/api/call';
import { accusationBarrage, addBarrages, barrageLike, getBarrageCoin, type Barrage } from '@src/api/contract/barrage';
import { t } from '@src/i18n';
import { openDialog, toast } from '@src/stores/ui';
import { addShieldUser, shieldStrings } from '@src/features/shield';
import { ws } from './watch-strings';
import { BARRAGE_MAX_CHARS } from '@src/api/contract/limits';
import { plainText } from '@src/api/contract/text';

/** The server keeps at most this many characters of a barrage; the input refuses more. */
export const BARRAGE_SEND_MAX = BARRAGE_MAX_CHARS;

export function checkBarrageText(raw: string): { ok: true; text: string } | { ok: false; error: string } {
  const text = plainText(raw);
  if (!text) return { ok: false, error: ws('danmuEmpty') };
  if (Array.from(text).length > BARRAGE_SEND_MAX) return { ok: false, error: ws('danmuTooLong', { n: BARRAGE_SEND_MAX }) };
  return { ok: true, text };
}

export interface SendBarrageInput {
  mediaKey: string;
  episodeId?: number;
  text: string;
  time: number;
  color?: string;
  mode?: 0 | 1 | 2;
  /** The idempotency key of this text (barrage-send-key.ts). */
  requestId?: string;
}

/**
 * Sends one barrage. A refused connection or a timeout is not toasted by the request layer: the
 * send box says so itself (use-barrage-send.ts) and keeps the text.
 */
export async function sendBarrage(input: SendBarrageInput): Promise<Barrage> {
  return call(addBarrages, {
    mediaKey: input.mediaKey,
    episodeId: input.episodeId,
    content: input.text,
    time: Math.max(0, Math.round(input.time * 10) / 10),
    color: input.color,
    mode: input.mode,
    requestId: input.requestId,
  }, { quietNetwork: true });
}

export const likeBarrage = (id: number) => call(barrageLike, { id });

export const barrageCoin = (mediaKey: string) => call(getBarrageCoin, { mediaKey }, { ignoreErrors: true });

export function showReportReceived(): Promise<string | null> {
  return openDialog({
    title: t('dialogs.reportReceivedTitle'),
    message: t('dialogs.reportReceivedContent'),
    buttons: [{ text: t('dialogs.reportReceivedButton'), value: 'ok' }],
  });
}

/** Reports a barrage, then tells the user it was received. */
export async function reportBarrage(id: number, reason?: string): Promise<void> {
  await call(accusationBarrage, { id, reason });
  await showReportReceived();
}

/**
 * What a viewer can do with one barrage of the barrage list, in both layouts. Failures were
 * already shown by the request layer, so they are only swallowed here.
 */
export const barrageListActions = {
  like: (b: Barrage) => void likeBarrage(b.id).catch(() => undefined),
  report: (b: Barrage) => void reportBarrage(b.id).catch(() => undefined),
  shield: (b: Barrage) =>
    void addShieldUser({ uid: b.uid, nickName: b.nickName, avatar: '' })
      .then(() => toast(shieldStrings.shieldUserDone))
      .catch(() => undefined),
};
