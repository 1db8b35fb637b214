// The phone's side of one play-on-the-TV session, without React: it sends the phone's commands,
// shows their effect at once (the TV's next report confirms or corrects it), follows the TV's
// reports, and ends the session when the TV ends it, goes away, or stays silent for
// TV_SILENT_MS (a TV whose network dropped never says goodbye; it reports every second).
import {
  HANDOFF_COMMAND_EVENT, HANDOFF_END_EVENT, HANDOFF_STATE_EVENT, handoffEndSchema, handoffStateSchema,
  type HandoffCommand, type HandoffCommandType, type HandoffEnd, type HandoffEndReason, type HandoffState,
} from '@src/api/contract/handoff';

/** Silence after which the phone takes the TV for gone (the issue allows 5 s). */
export const TV_SILENT_MS = 4000;
const WATCHDOG_MS = 250;
/** Drags (seek bar, volume) send at most one command per this many ms, and their last value. */
export const DRAG_SEND_MS = 200;
/** How long a barrage sent to the TV waits for the TV's word. */
export const SEND_WAIT_MS = 8000;

export interface RemoteDeps {
  emit(event: string, payload: unknown): boolean;
  on(event: string, fn: (payload: unknown) => void): () => void;
  now(): number;
}

type Extra = Omit<HandoffCommand, 'session' | 'type'>;

export class RemoteSession {
  state: HandoffState | null = null;
  private heardAt: number;
  private offs: (() => void)[] = [];
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private drags = new Map<string, { timer: ReturnType<typeof setTimeout> | null; last: number; pending: Extra | null }>();
  private nonce = 0;
  private waits = new Map<number, (ok: boolean) => void>();
  private over = false;

  constructor(
    readonly id: string,
    readonly tvName: string,
    private readonly deps: RemoteDeps,
    private readonly onChange: () => void,
    private readonly onEnd: (reason: HandoffEndReason, last: HandoffState | null) => void,
  ) {
    this.heardAt = deps.now();
  }

  start(): void {
    this.offs.push(
      this.deps.on(HANDOFF_STATE_EVENT, (p) => {
        if (handoffStateSchema.check(p, HANDOFF_STATE_EVENT) !== null || (p as HandoffState).session !== this.id) return;
        this.heard(p as HandoffState);
      }),
      this.deps.on(HANDOFF_END_EVENT, (p) => {
        if (handoffEndSchema.check(p, HANDOFF_END_EVENT) === null && (p as HandoffEnd).session === this.id) this.finish((p as HandoffEnd).reason as HandoffEndReason, false);
      }),
    );
    this.watchdog = setInterval(() => {
      if (this.deps.now() - this.heardAt > TV_SILENT_MS) this.finish('offline', true);
    }, WATCHDOG_MS);
  }

  /** Sends one command; false when the socket is not connected (nothing was sent). */
  command(type: HandoffCommandType, extra: Extra = {}): boolean {
    if (this.over) return false;
    const sent = this.deps.emit(HANDOFF_COMMAND_EVENT, { session: this.id, type, ...extra });
    if (sent) this.assume(type, extra);
    return sent;
  }

  /** A drag (seek bar, volume): at most one command per DRAG_SEND_MS, always its last value. */
  drag(type: 'seek' | 'volume', extra: Extra): void {
    let d = this.drags.get(type);
    if (!d) {
      d = { timer: null, last: -Infinity, pending: null };
      this.drags.set(type, d);
    }
    const wait = d.last + DRAG_SEND_MS - this.deps.now();
    if (wait <= 0 && !d.timer) {
      d.last = this.deps.now();
      this.command(type, extra);
      return;
    }
    d.pending = extra;
    this.assume(type, extra);
    if (d.timer) return;
    const slot = d;
    slot.timer = setTimeout(() => {
      slot.timer = null;
      slot.last = this.deps.now();
      if (slot.pending) this.command(type, slot.pending);
      slot.pending = null;
    }, Math.max(0, wait));
  }

  /** Sends a barrage for the TV to send at its playhead; resolves whether the TV sent it. */
  send(text: string): Promise<boolean> {
    const nonce = ++this.nonce;
    if (!this.command('send', { text, nonce })) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), SEND_WAIT_MS);
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.waits.delete(nonce);
        resolve(ok);
      };
      this.waits.set(nonce, done);
    });
  }

  /** 结束投屏 (or the page closing): the TV is told, the phone takes over. */
  end(): void {
    this.finish('ended', true);
  }

  /** Stops listening without telling anyone (the page went with the socket). */
  stop(): void {
    this.over = true;
    this.offs.forEach((off) => off());
    this.offs = [];
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    for (const d of this.drags.values()) if (d.timer) clearTimeout(d.timer);
    this.drags.clear();
    for (const done of [...this.waits.values()]) done(false);
  }

  private finish(reason: HandoffEndReason, tell: boolean): void {
    if (this.over) return;
    if (tell) this.deps.emit(HANDOFF_END_EVENT, { session: this.id, reason } satisfies HandoffEnd);
    this.stop();
    this.onEnd(reason, this.state);
  }

  private heard(s: HandoffState): void {
    this.heardAt = this.deps.now();
    // A drag still on its way: its value stays shown until the TV has it.
    const seeking = this.drags.get('seek')?.pending;
    const volume = this.drags.get('volume')?.pending;
    this.state = { ...s, position: seeking?.to ?? s.position, volume: volume?.volume ?? s.volume };
    if (s.sent) this.waits.get(s.sent.nonce)?.(s.sent.ok);
    this.onChange();
  }

  /** The command's effect, shown before the TV's report. */
  private assume(type: HandoffCommandType, extra: Extra): void {
    const s = this.state;
    if (!s) return;
    if (type === 'play') this.state = { ...s, phase: 'playing' };
    else if (type === 'pause') this.state = { ...s, phase: 'paused' };
    else if (type === 'seek' && extra.to !== undefined) this.state = { ...s, position: extra.to };
    else if (type === 'volume' && extra.volume !== undefined) this.state = { ...s, volume: extra.volume };
    else if (type === 'barrage' && extra.on !== undefined) this.state = { ...s, barrage: extra.on };
    else if (type === 'quality' && extra.level !== undefined) this.state = { ...s, level: extra.level };
    else return;
    this.onChange();
  }
}
