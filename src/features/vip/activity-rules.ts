// /activityRules: the recharge activity's rules, HTML as the operator stored it, sanitized with
// DOMPurify (HTML profile only: no SVG/MathML, no scripts, handlers, javascript: URLs, forms,
// frames or inline styles) before it reaches the DOM. DOMPurify loads only on this page.
import { useEffect } from 'react';
import type { RechargeActivity } from '@src/api/contract/vip';
import { useResource } from '@src/data/use-resource';
import { fetchRechargeActivity } from './vip-data';
import { vipStore } from './vip-store';
import { vipKeys } from './vip-keys';

export const RULES_PURIFY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
};

export async function sanitizeRules(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, RULES_PURIFY);
}

export interface ActivityRules {
  activity: RechargeActivity;
  html: string;
}

export function useActivityRules() {
  const res = useResource<ActivityRules>(vipKeys.rechargeActivity(), async (signal) => {
    const activity = await fetchRechargeActivity(signal);
    return { activity, html: await sanitizeRules(activity.activityRule) };
  }, { isEmpty: (r) => !r.html.trim() });
  const activity = res.data?.activity;
  useEffect(() => {
    if (activity) vipStore.getState().setRechargeActivity(activity);
  }, [activity]);
  return res;
}
