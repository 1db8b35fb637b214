// The barrage box's idempotency key (issue 40, decision 062): one key per typed text, kept with
// that text while it is unsent and sent again with every resend of it, so a send whose answer
// was lost (the server stored it, the reply never came) is not stored twice when the user
// presses send again. Sent text forgets its key: typing the same words again is a new barrage.

/** 8-64 of [A-Za-z0-9_-] (the contract's idempotencyKey): 'b', the time and 64 random bits in base 36. */
export function newBarrageKey(random: () => number = secureRandom, now: () => number = Date.now): string {
  const part = () => Math.floor(random() * 0x100000000).toString(36).padStart(7, '0');
  return `b${now().toString(36)}${part()}${part()}`;
}

/** crypto.getRandomValues where there is one (old TV engines included; randomUUID needs a secure page). */
function secureRandom(): number {
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c && typeof c.getRandomValues === 'function') return c.getRandomValues(new Uint32Array(1))[0] / 0x100000000;
  return Math.random();
}

export class BarrageSendKeys {
  private unsent: { text: string; key: string } | null = null;

  constructor(private readonly make: () => string = newBarrageKey) {}

  /** The key to send `text` with: the unsent text's own key again, a new one for any other text. */
  keyFor(text: string): string {
    if (this.unsent?.text !== text) this.unsent = { text, key: this.make() };
    return this.unsent.key;
  }

  /** `text` was stored (the server answered): its key is spent. */
  sent(text: string): void {
    if (this.unsent?.text === text) this.unsent = null;
  }
}
