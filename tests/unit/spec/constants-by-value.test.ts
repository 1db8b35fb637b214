// Issue 42 point 1: the spec's constants asserted by their values (not through their own names),
// and the words the spec gives: a constant renamed or retuned breaks here with the spec's figure
// in view. Spec 001 §9 (start ad, chunk, toast, global timer, tab bar), 002 §9 (help throttle),
// 002 §2 (/openVip title 续费 / 开通).
import { describe, expect, it } from 'vitest';
import { START_AD_DELAY_MS, START_AD_GAP_MS, START_AD_SECONDS } from '@src/features/start-ad/start-ad-rules';
import { CHUNK_SIZE, COVER_QUALITY } from '@src/features/publish/publish-rules';
import { HELP_LOAD_THROTTLE_MS } from '@src/features/help/focus-rest';
import { TOAST_MEDIUM_MS } from '@src/stores/ui';
import { FEEDBACK_DONE_MS } from '@src/features/feedback/finish';
import { GLOBAL_TIMER_MS } from '@src/features/messages/unread';
import { openVipTitleKey } from '@src/features/vip/vip-rules';
import { TABS } from '@layouts/mobile/shell/tab-bar/tab-rules';
import { t } from '@src/i18n';

describe('spec 001 §9 figures', () => {
  it('start ad: 10 minutes between displays, 5 s start delay, 4 s countdown', () => {
    expect(START_AD_GAP_MS).toBe(10 * 60 * 1000);
    expect(START_AD_DELAY_MS).toBe(5000);
    expect(START_AD_SECONDS).toBe(4);
  });
  it('upload chunk 2 MB (2 097 152 bytes), cover quality 0.8', () => {
    expect(CHUNK_SIZE).toBe(2_097_152);
    expect(COVER_QUALITY).toBe(0.8);
  });
  it('toast 1500 ms (the session-end toast and the feedback message)', () => {
    expect(TOAST_MEDIUM_MS).toBe(1500);
    expect(FEEDBACK_DONE_MS).toBe(1500);
  });
  it('the global timer ticks every 60 seconds', () => {
    expect(GLOBAL_TIMER_MS).toBe(60_000);
  });
  it('the tab list: 首页 / 发现 / VIP / 热播 / 我的 on / /discovery /vip /rank /user, in that order', () => {
    expect(TABS.map((x) => x.path)).toEqual(['/', '/discovery', '/vip', '/rank', '/user']);
    expect(TABS.map((x) => t(`tabs.${x.name}`))).toEqual(['首页', '发现', 'VIP', '热播', '我的']);
  });
});

describe('spec 002 figures and words', () => {
  it('the TV help centre loads an article after a 1 s throttle', () => {
    expect(HELP_LOAD_THROTTLE_MS).toBe(1000);
  });
  it('/openVip is titled 续费 for type 1, else 开通', () => {
    expect(t(openVipTitleKey(1))).toBe('续费');
    expect(t(openVipTitleKey(0))).toBe('开通');
    expect(t(openVipTitleKey(undefined))).toBe('开通');
  });
});
