// The feedback form rules (src/features/feedback): spec 002 §5 groups and options, the
// browser group left out from an app, single and multiple choice, the required groups,
// the 100-character description, the payload of spec 002 §3, the /feedback limits.
import { describe, expect, it } from 'vitest';
import { t } from '@src/i18n';
import {
  PLAY_FEEDBACK_GROUPS, NO_CHOICES, visibleGroups, toggleChoice, firstMissingGroup, clipDescription, playFeedbackPayload, suggestionProblem, DESCRIPTION_MAX,
} from '@src/features/feedback';
import { openedFromApp } from '@src/features/feedback/labels';

const group = (id: string) => PLAY_FEEDBACK_GROUPS.find((g) => g.id === id)!;

describe('play feedback form', () => {
  it('has the three groups with the spec options', () => {
    expect(PLAY_FEEDBACK_GROUPS.map((g) => t(g.titleKey))).toEqual(['设备', '浏览器', '问题']);
    expect(group('device').options.map((k) => t(k))).toEqual(['Windows 7电脑', 'Windows 10电脑', 'MAC', 'iPhone', '安卓手机', '其他']);
    expect(group('browser').options.map((k) => t(k))).toEqual(['chrome', 'safari', '安卓自带浏览器', '360浏览器', 'UC浏览器', '其他']);
    expect(group('problem').options.map((k) => t(k))).toEqual(['音画不同步', '音质差', '缺少片段', '集数错误', '无法播放', '其他（请详细描述）']);
    expect(group('problem').multiple).toBe(true);
  });

  it('from an app the browser group is hidden and not required', () => {
    expect(openedFromApp('?from=android')).toBe(true);
    expect(openedFromApp('?language=zh-TW')).toBe(false);
    expect(visibleGroups(true).map((g) => g.id)).toEqual(['device', 'problem']);
    let c = toggleChoice(NO_CHOICES, group('device'), 'feedback.deviceIphone');
    c = toggleChoice(c, group('problem'), 'feedback.problemPlay');
    expect(firstMissingGroup(c, true)).toBeNull();
    expect(firstMissingGroup(c, false)?.id).toBe('browser');
  });

  it('single choice replaces, multiple choice toggles, and the first empty group is named', () => {
    expect(firstMissingGroup(NO_CHOICES, false)?.id).toBe('device');
    let c = toggleChoice(NO_CHOICES, group('device'), 'feedback.deviceMac');
    c = toggleChoice(c, group('device'), 'feedback.deviceIphone');
    expect(c.device).toEqual(['feedback.deviceIphone']);
    c = toggleChoice(c, group('problem'), 'feedback.problemSync');
    c = toggleChoice(c, group('problem'), 'feedback.problemPlay');
    c = toggleChoice(c, group('problem'), 'feedback.problemSync');
    expect(c.problem).toEqual(['feedback.problemPlay']);
    expect(firstMissingGroup(c, false)?.id).toBe('browser');
    expect(t('feedback.chooseGroup', { group: t(firstMissingGroup(c, false)!.titleKey) })).toBe('请选择浏览器');
  });

  it('the description keeps at most 100 characters', () => {
    expect(DESCRIPTION_MAX).toBe(100);
    expect(Array.from(clipDescription('画'.repeat(130)))).toHaveLength(100);
    expect(clipDescription('短')).toBe('短');
  });

  it('the payload: device, browser, problems joined by #, trimmed description', () => {
    let c = toggleChoice(NO_CHOICES, group('device'), 'feedback.deviceAndroid');
    c = toggleChoice(c, group('browser'), 'feedback.browserUc');
    c = toggleChoice(c, group('problem'), 'feedback.problemSync');
    c = toggleChoice(c, group('problem'), 'feedback.problemMissing');
    expect(playFeedbackPayload(c, '  卡顿 ', false, { name: 'vip', videoTitle: '片名', mediaKey: 'v1001' })).toEqual({
      name: 'vip', videoTitle: '片名', mediaKey: 'v1001', description: '卡顿', setName: '安卓手机', browser: 'UC浏览器', question: '音画不同步#缺少片段',
    });
    const fromApp = playFeedbackPayload(c, '', true, { mediaKey: 'bad key!' });
    expect(fromApp.browser).toBeUndefined();
    expect(fromApp.mediaKey).toBeUndefined();
    expect(fromApp.description).toBeUndefined();
  });
});

describe('/feedback form', () => {
  it('content required and at most 500, contact at most 100', () => {
    expect(suggestionProblem({ type: 1, content: '  ', contact: '' })).toBe('suggestion.contentRequired');
    expect(suggestionProblem({ type: 1, content: '字'.repeat(501), contact: '' })).toBe('suggestion.contentTooLong');
    expect(suggestionProblem({ type: 1, content: '字'.repeat(500), contact: 'x'.repeat(101) })).toBe('suggestion.contactTooLong');
    expect(suggestionProblem({ type: 2, content: '好', contact: '' })).toBeNull();
  });
});
