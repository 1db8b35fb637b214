// The VIP icon state machine (spec 000 §4, 001 §2): 3 hidden (default), 1 shown, 2 dismissed.
// 1 is set only when today differs from the stored change date, an activity is on and the
// state is not 2; anything is ignored while hidden (3) except 1; 1 -> 2 stores today, so the
// icon shows at most until dismissed once a day.
import type { RechargeActivity } from '@src/api/contract/vip';

export type VipIconState = 1 | 2 | 3;

export interface IconContext {
  today: string;
  changeDate: string | null;
  activityOn: boolean;
}

export interface IconTransition {
  state: VipIconState;
  changeDate: string | null;
}

export function nextIconState(current: VipIconState, requested: number, ctx: IconContext): IconTransition {
  const keep = { state: current, changeDate: ctx.changeDate };
  if (requested === 1) {
    if (ctx.today !== ctx.changeDate && ctx.activityOn && current !== 2) return { state: 1, changeDate: ctx.changeDate };
    return keep;
  }
  if (current === 3) return keep;
  if (requested === 2) return { state: 2, changeDate: current === 1 ? ctx.today : ctx.changeDate };
  if (requested === 3) return { state: 3, changeDate: ctx.changeDate };
  return keep;
}

/** The state an activity asks for when it loads: 1 when on and of type 0, else 3. */
export const iconRequestFor = (a: Pick<RechargeActivity, 'status' | 'type'> | null): VipIconState => (a && a.status === 1 && a.type === 0 ? 1 : 3);

/** The VIP tab's label: the activity title when one is on and the icon state is not 3. */
export function vipTabLabel(fallback: string, a: Pick<RechargeActivity, 'status' | 'title'> | null, state: VipIconState): string {
  return a && a.status === 1 && a.title && state !== 3 ? a.title : fallback;
}

/** Local date 'YYYY-MM-DD'. */
export function localDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
