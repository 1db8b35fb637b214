// Guards leaving a VIP page on the phone through the shell's blocker (src/lib/leave-guards.ts):
// the phone's trigger of the VIP leave rule (src/features/vip/vip-leave.ts), asked on every
// navigation out of the active page.
import { usePageLeaveGuard } from '@src/lib/leave-guards';
import type { VipLeave } from '@src/features/vip';
import { usePageActive } from '../../shell/page-context';

export function useLeaveGuard(leave: VipLeave): void {
  usePageLeaveGuard(usePageActive(), leave.shouldAsk, leave.ask);
}
