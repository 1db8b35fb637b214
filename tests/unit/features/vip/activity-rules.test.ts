// /activityRules: the rules HTML is sanitized before it reaches the DOM (hostile corpus).
import { describe, expect, it } from 'vitest';
import { sanitizeRules } from '@src/features/vip/activity-rules';
import { HOSTILE_RULES } from './hostile-html';

describe('activity rules sanitizing', () => {
  it('keeps the text and plain links, drops scripts, handlers, javascript: URLs, SVG, frames, forms and styles', async () => {
    const html = await sanitizeRules(HOSTILE_RULES);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.textContent).toContain('活动规则');
    expect(box.textContent).toContain('邀请好友砍价');
    expect(box.querySelector('a[href="https://example.com/rules"]')).not.toBeNull();
    expect(box.querySelectorAll('script, svg, math, iframe, object, embed, form, style, button')).toHaveLength(0);
    for (const el of box.querySelectorAll('*')) {
      for (const a of el.attributes) {
        expect(a.name.startsWith('on'), `${el.tagName} ${a.name}`).toBe(false);
        expect(a.value.toLowerCase()).not.toContain('javascript:');
      }
    }
    expect(html).not.toMatch(/__pwned/);
  });
});
