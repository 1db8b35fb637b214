// The moreFun wiring over a fake player: start past the opening with the toast once the picture
// moves, and at the credits go to the next episode (next on) or end there; nothing without marks.
import { describe, expect, it, vi } from 'vitest';
import { MoreFunDriver, marksOf, type MoreFunPlayer } from '@src/player/more-fun-driver';
import type { MoreFunSettings } from '@src/player/more-fun';
import type { PlayerState, PlayerTime } from '@src/player/player';

class FakePlayer implements MoreFunPlayer {
  state: PlayerState = 'idle';
  private timeListeners = new Set<(t: PlayerTime) => void>();
  private stateListeners = new Set<(s: PlayerState) => void>();
  seek = vi.fn((s: number) => {
    this.position = s;
  });
  finish = vi.fn(() => this.setState('ended'));
  position = 0;
  duration = 60;

  on(event: 'time' | 'state', listener: ((t: PlayerTime) => void) | ((s: PlayerState) => void)): () => void {
    const set = (event === 'time' ? this.timeListeners : this.stateListeners) as Set<typeof listener>;
    set.add(listener);
    return () => set.delete(listener);
  }
  setState(s: PlayerState) {
    this.state = s;
    for (const l of [...this.stateListeners]) l(s);
  }
  tick(t: number) {
    this.position = t;
    for (const l of [...this.timeListeners]) l({ currentTime: t, duration: this.duration, bufferedEnd: t + 4 });
  }
  get listenerCount() {
    return this.timeListeners.size + this.stateListeners.size;
  }
}

const marks = { introEnd: 5, outroStart: 55 };

function setup(settings: MoreFunSettings, opts: { marks?: typeof marks; index?: number; count?: number } = {}) {
  const player = new FakePlayer();
  const onIntroSkipped = vi.fn();
  const onNext = vi.fn();
  const current = { ...settings };
  const driver = new MoreFunDriver(player, {
    settings: () => current,
    marks: 'marks' in opts ? opts.marks : marks,
    index: opts.index ?? 0,
    count: opts.count ?? 3,
    onIntroSkipped,
    onNext,
  });
  const detach = driver.attach();
  return { player, driver, onIntroSkipped, onNext, detach, current };
}

describe('moreFun skip: the opening', () => {
  it('loads past introEnd and toasts 已为您跳过片头 only once playback starts', () => {
    const { player, driver, onIntroSkipped } = setup({ skip: true, next: true });
    expect(driver.startAt(0)).toBe(5);
    expect(onIntroSkipped).not.toHaveBeenCalled();
    player.setState('loading');
    player.setState('playing');
    expect(onIntroSkipped).toHaveBeenCalledTimes(1);
    player.setState('paused');
    player.setState('playing');
    expect(onIntroSkipped).toHaveBeenCalledTimes(1);
    expect(player.seek).not.toHaveBeenCalled();
  });

  it('a resume point past the opening is kept, and nothing is skipped later', () => {
    const { player, driver, onIntroSkipped } = setup({ skip: true, next: true });
    expect(driver.startAt(20)).toBe(20);
    player.setState('playing');
    player.tick(20);
    player.tick(2); // the user seeks back into the opening: left alone
    expect(player.seek).not.toHaveBeenCalled();
    expect(onIntroSkipped).not.toHaveBeenCalled();
  });

  it('seeks past the opening when the stream started inside it anyway (first playing time)', () => {
    const { player, onIntroSkipped } = setup({ skip: true, next: true });
    player.setState('loading');
    player.tick(0); // loading: ignored
    expect(player.seek).not.toHaveBeenCalled();
    player.setState('playing');
    player.tick(0.3);
    expect(player.seek).toHaveBeenCalledWith(5);
    expect(onIntroSkipped).toHaveBeenCalledTimes(1);
  });

  it('with skip off, or without marks, starts where asked and never seeks', () => {
    const off = setup({ skip: false, next: true });
    expect(off.driver.startAt(0)).toBe(0);
    off.player.setState('playing');
    off.player.tick(1);
    expect(off.player.seek).not.toHaveBeenCalled();
    const none = setup({ skip: true, next: true }, { marks: undefined });
    expect(none.driver.startAt(0)).toBe(0);
    none.player.setState('playing');
    none.player.tick(1);
    none.player.tick(58);
    expect(none.player.seek).not.toHaveBeenCalled();
    expect(none.onNext).not.toHaveBeenCalled();
    expect(none.player.finish).not.toHaveBeenCalled();
  });
});

describe('moreFun skip + next: the credits', () => {
  it('at outroStart goes to the next episode, once', () => {
    const { player, onNext } = setup({ skip: true, next: true }, { index: 0, count: 3 });
    player.setState('playing');
    player.tick(54.9);
    expect(onNext).not.toHaveBeenCalled();
    player.tick(55);
    player.tick(55.3);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledWith(1);
    player.setState('ended');
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(player.finish).not.toHaveBeenCalled();
  });

  it('with next off (or on the last episode) the episode ends at the credits', () => {
    const off = setup({ skip: true, next: false }, { index: 0, count: 3 });
    off.player.setState('playing');
    off.player.tick(55);
    expect(off.onNext).not.toHaveBeenCalled();
    expect(off.player.finish).toHaveBeenCalledTimes(1);
    expect(off.player.state).toBe('ended');

    const last = setup({ skip: true, next: true }, { index: 2, count: 3 });
    last.player.setState('playing');
    last.player.tick(56);
    expect(last.onNext).not.toHaveBeenCalled();
    expect(last.player.finish).toHaveBeenCalledTimes(1);
  });

  it('with skip off the credits play; the real end moves on when next is on', () => {
    const { player, onNext } = setup({ skip: false, next: true }, { index: 1, count: 3 });
    player.setState('playing');
    player.tick(57);
    expect(onNext).not.toHaveBeenCalled();
    expect(player.finish).not.toHaveBeenCalled();
    player.setState('ended');
    expect(onNext).toHaveBeenCalledWith(2);
  });

  it('reads the settings at each decision and stops following once detached', () => {
    const { player, onNext, current, detach } = setup({ skip: true, next: true }, { index: 0, count: 2 });
    current.next = false;
    player.setState('playing');
    player.tick(55);
    expect(onNext).not.toHaveBeenCalled();
    expect(player.finish).toHaveBeenCalledTimes(1);
    detach();
    expect(player.listenerCount).toBe(0);
  });
});

describe('marksOf', () => {
  it('turns the catalogue nulls into no marks', () => {
    expect(marksOf(undefined)).toBeUndefined();
    expect(marksOf({ introEnd: null, outroStart: null })).toBeUndefined();
    expect(marksOf({ introEnd: 5, outroStart: null })).toEqual({ introEnd: 5, outroStart: undefined });
    expect(marksOf({ introEnd: 5, outroStart: 50 })).toEqual({ introEnd: 5, outroStart: 50 });
  });
});
