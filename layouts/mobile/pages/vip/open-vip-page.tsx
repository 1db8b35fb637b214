// /openVip on the phone (spec 000 §2): the purchase for a scanned link, titled open or renew;
// the gift dialog when the logged-in user differs from uid; leaving to /vip or /user asks to
// confirm unless the pay info flagged 7003; the back arrow inside the app's webview closes the
// native shell.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { openVipBackClosesShell, useOpenVip, useVipLeave, useVipPurchase } from '@src/features/vip';
import { useBack } from '../../components/nav-bar/use-back';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { usePageActive } from '../../shell/page-context';
import { useLeaveGuard } from './use-leave-guard';
import { VipScreen } from './vip-screen';

export default function OpenVipPage() {
  const { search } = useLocation();
  const active = usePageActive();
  const o = useOpenVip(search, active);
  const m = useVipPurchase({ packageId: o.packageId, categoryId: o.query.categoryId, activeIndex: o.query.activeIndex });
  useLeaveGuard(useVipLeave('openVip', m));
  const goBack = useBack();
  const onBack = useCallback(() => {
    if (!openVipBackClosesShell()) goBack();
  }, [goBack]);
  return (
    <Page nav={{ title: o.title, onBack }}>
      <ScrollArea>
        <VipScreen m={m} />
      </ScrollArea>
    </Page>
  );
}
