// /vip on the phone: the purchase, with the VIP leave rule (the retention popup) on leaving.
import { useVipLeave, useVipPurchase } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { useLeaveGuard } from './use-leave-guard';
import { VipScreen } from './vip-screen';

export default function VipPage() {
  const t = useMt();
  const m = useVipPurchase();
  useLeaveGuard(useVipLeave('vip', m));
  return (
    <Page nav={{ title: t('routes.vip'), back: false }}>
      <ScrollArea>
        <VipScreen m={m} />
      </ScrollArea>
    </Page>
  );
}
