// Issue 12 points 3 and 4: the personal centre's rules, once for both layouts.
import { describe, expect, it } from 'vitest';
import type { VideoItem } from '@src/api/contract/common';
import {
  claimableCount, expToNext, invitationCodeProblem, levelIcon, levelProgress, normalizeInvitationCode, signedAmount, stepScore,
  taskRoute, taskState, weekCells, withoutVideos,
} from '@src/features/rewards';

const REWARDS = [5, 5, 10, 10, 15, 15, 30];

describe('sign-in week', () => {
  it('a first sign-in: nothing signed, today is day 1', () => {
    const cells = weekCells({ signedToday: false, streak: 0, rewards: REWARDS });
    expect(cells.map((c) => c.signed)).toEqual([false, false, false, false, false, false, false]);
    expect(cells.findIndex((c) => c.today)).toBe(0);
    expect(cells.map((c) => c.gold)).toEqual(REWARDS);
  });

  it('signed today on day 3 of a streak: three cells signed, today the third', () => {
    const cells = weekCells({ signedToday: true, streak: 3, rewards: REWARDS });
    expect(cells.filter((c) => c.signed).map((c) => c.day)).toEqual([1, 2, 3]);
    expect(cells.find((c) => c.today)?.day).toBe(3);
  });

  it('a streak of 2 up to yesterday: today fills day 3', () => {
    const cells = weekCells({ signedToday: false, streak: 2, rewards: REWARDS });
    expect(cells.filter((c) => c.signed).map((c) => c.day)).toEqual([1, 2]);
    expect(cells.find((c) => c.today)?.day).toBe(3);
  });

  it('day 8 starts the week again at day 1; day 14 signed fills the whole week', () => {
    expect(weekCells({ signedToday: false, streak: 7, rewards: REWARDS }).find((c) => c.today)?.day).toBe(1);
    expect(weekCells({ signedToday: false, streak: 7, rewards: REWARDS }).some((c) => c.signed)).toBe(false);
    expect(weekCells({ signedToday: true, streak: 14, rewards: REWARDS }).every((c) => c.signed)).toBe(true);
  });
});

describe('level', () => {
  it('the icon stops at 8', () => {
    expect([0, 1, 7, 8, 9, 10, 99].map(levelIcon)).toEqual([0, 1, 7, 8, 8, 8, 8]);
  });

  it('progress within the level and experience to the next, none at the top', () => {
    expect(levelProgress({ exp: 100, levelExp: 50, nextExp: 150 })).toBe(50);
    expect(levelProgress({ exp: 50, levelExp: 50, nextExp: 150 })).toBe(0);
    expect(levelProgress({ exp: 9000, levelExp: 6000, nextExp: null })).toBe(100);
    expect(expToNext({ exp: 100, nextExp: 150 })).toBe(50);
    expect(expToNext({ exp: 9000, nextExp: null })).toBeNull();
  });
});

describe('tasks', () => {
  it('claim only when the server says done and not claimed', () => {
    expect(taskState({ done: false, claimed: false })).toBe('todo');
    expect(taskState({ done: true, claimed: false })).toBe('claim');
    expect(taskState({ done: true, claimed: true })).toBe('claimed');
  });

  it('sends an unfinished task where it is done', () => {
    expect(taskRoute('newHand', 1)).toBe('EditInfo');
    expect(taskRoute('newHand', 2)).toBe('EmailMobileSetting');
    expect(taskRoute('daily', 2)).toBe('Home');
    expect(taskRoute('daily', 42)).toBe('Home');
  });

  it('counts the rewards waiting to be claimed (the user page badge)', () => {
    const task = (done: boolean, claimed: boolean) => ({ type: 1, title: 't', gold: 5, done, claimed });
    expect(claimableCount(undefined)).toBe(0);
    expect(claimableCount({ daily: [task(true, false), task(true, true)], newHand: [task(true, false), task(false, false)] })).toBe(2);
  });
});

describe('invitation code', () => {
  it('normalises spaces and case', () => {
    expect(normalizeInvitationCode(' ab cd efgh ')).toBe('ABCDEFGH');
  });

  it('refuses an empty, malformed or own code before asking the server', () => {
    expect(invitationCodeProblem('')).toBe('rewards.codeRequired');
    expect(invitationCodeProblem('ABC')).toBe('rewards.codeFormat');
    expect(invitationCodeProblem('ABCD-FGH')).toBe('rewards.codeFormat');
    expect(invitationCodeProblem('abcdefgh', 'ABCDEFGH')).toBe('rewards.codeOwn');
    expect(invitationCodeProblem('abcdefgh', 'ZZZZZZZZ')).toBeNull();
  });
});

describe('gold, ratings, collection', () => {
  it('signs earned and spent amounts', () => {
    expect(signedAmount(5)).toBe('+5');
    expect(signedAmount(-30)).toBe('-30');
  });

  it('keeps a changed score within 1..10', () => {
    expect(stepScore(10, 1)).toBe(10);
    expect(stepScore(1, -1)).toBe(1);
    expect(stepScore(6, 1)).toBe(7);
  });

  it('drops removed videos from every cached page', () => {
    const v = (id: number) => ({ id, mediaKey: `m${id}` }) as VideoItem;
    const pages = [{ list: [v(1), v(2)], hasMore: true }, { list: [v(3)], hasMore: false }];
    expect(withoutVideos(pages, new Set(['m2', 'm3'])).map((p) => p.list.map((x) => x.id))).toEqual([[1], []]);
  });
});
