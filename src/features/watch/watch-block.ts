// What blocks playback, for both layouts: one mapping from the page, the play gate and the
// player state to the message, the button's label and the action to take, and what each
// action does (runBlockAction). The views only carry out where it says to go.
import { t } from '@src/i18n';
import type { Next } from '@src/lib/next';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import type { PlayGate } from './video-page-data';
import { ws } from './watch-strings';

/** 'leave': the page has nothing to offer here (the device cannot play the stream): go back. */
export type BlockAction = 'reloadPage' | 'reloadGate' | 'openVip' | 'payGold' | 'login' | 'retryPlayer' | 'leave';

export interface WatchBlock {
  message: string;
  label: string;
  action: BlockAction;
  testId: string;
  disabled?: boolean;
}

export interface BlockInput {
  pageStatus: string;
  pageError?: string | null;
  gate: PlayGate;
  playerState: string;
  playerError?: string | null;
  /** The player error's kind (src/player PlayerErrorKind). */
  playerErrorKind?: string | null;
  goldBusy: boolean;
}

type GateKind = PlayGate['kind'];
type GateOf<K extends GateKind> = Extract<PlayGate, { kind: K }>;

/** The play gates that block, each with its button. 'loading' and 'ready' do not block. */
const GATE_BLOCKS: { [K in GateKind]?: (g: GateOf<K>, goldBusy: boolean) => WatchBlock } = {
  needVip: (g) => ({ message: g.message, label: ws('openVip'), action: 'openVip', testId: 'watch-need-vip' }),
  needGold: (g, busy) => ({ message: g.message, label: busy ? ws('paying') : ws('payGold', { gold: g.gold }), action: 'payGold', testId: 'watch-need-gold', disabled: busy }),
  needLogin: (g) => ({ message: g.message, label: ws('login'), action: 'login', testId: 'watch-need-login' }),
  // Youth mode: nothing to do on this page (the reason is the server's, in Chinese): go back.
  youth: (g) => ({ message: g.message, label: t('common.back'), action: 'leave', testId: 'watch-youth-blocked' }),
  error: (g) => ({ message: g.message, label: ws('retry'), action: 'reloadGate', testId: 'watch-error' }),
  // The page asks again by itself (watch-queries.ts); the button only asks sooner.
  preparing: (g) => ({ message: g.message, label: ws('retry'), action: 'reloadGate', testId: 'watch-preparing' }),
};

/** The block to show, in order: the page failed, a gate, the player failed; else null. */
export function watchBlock(input: BlockInput): WatchBlock | null {
  if (input.pageStatus === 'error') return { message: input.pageError ?? ws('loadFailed'), label: ws('retry'), action: 'reloadPage', testId: 'watch-error' };
  const gate = GATE_BLOCKS[input.gate.kind] as ((g: PlayGate, busy: boolean) => WatchBlock) | undefined;
  if (gate) return gate(input.gate, input.goldBusy);
  if (input.playerState !== 'error') return null;
  // Retrying a stream the device cannot decode fails the same way: the way out is the offer.
  if (input.playerErrorKind === 'unsupported') return { message: input.playerError ?? ws('loadFailed'), label: t('common.back'), action: 'leave', testId: 'watch-unsupported' };
  return { message: input.playerError ?? ws('loadFailed'), label: ws('retry'), action: 'retryPlayer', testId: 'watch-error' };
}

/** What a block's action needs of the watch model. */
export interface BlockPorts {
  page: { reload(): void; reloadGate(): void };
  gold: { pay(): Promise<unknown> };
  retry(): void;
}

/**
 * Carries out a block's action, once for both layouts: what is done here (reload, pay, retry)
 * is done; where to go is returned for the view to carry out ({ back: true }: the layout's own
 * leave, as its Back does). The login comes back to this page after.
 */
export function runBlockAction(action: BlockAction, w: BlockPorts): Next | null {
  switch (action) {
    case 'reloadPage':
      w.page.reload();
      return null;
    case 'reloadGate':
      w.page.reloadGate();
      return null;
    case 'payGold':
      void w.gold.pay();
      return null;
    case 'retryPlayer':
      w.retry();
      return null;
    case 'openVip':
      return { next: href('OpenVip') };
    case 'login':
      return { next: href('Login', {}, { redirect: currentRoutePath() }) };
    case 'leave':
      return { back: true };
  }
}
