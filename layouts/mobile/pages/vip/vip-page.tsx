// /vip on the phone: the purchase, with the retention popup when a viewer who is not VIP
// leaves without paying (立即购买 pays at once); the 7003 notice's own way to /user is not asked.
import { useCallback } from 'react';
import { askRetain, useVipPurchase } from '@src/features/vip';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { isPayFlowPath, useLeaveGuard } from './use-leave-guard';
import { VipScreen } from './vip-screen';

export default function VipPage() {
  const t = useMt();
  const m = useVipPurchase();
  const isVip = useSession((s) => (s.user?.vipLevel ?? 0) > 0);
  const { pay, flagged7003 } = m;
  const shouldAsk = useCallback((to: string) => !isVip && !isPayFlowPath(to) && !(flagged7003 && to.toLowerCase() === href('PersonalCenter').toLowerCase()), [isVip, flagged7003]);
  const ask = useCallback(async () => {
    if ((await askRetain()) === 'leave') return true;
    void pay();
    return false;
  }, [pay]);
  useLeaveGuard(shouldAsk, ask);
  return (
    <Page nav={{ title: t('routes.vip'), back: false }}>
      <ScrollArea>
        <VipScreen m={m} />
      </ScrollArea>
    </Page>
  );
}
