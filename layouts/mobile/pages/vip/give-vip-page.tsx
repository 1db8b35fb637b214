// /giveVip on the phone: the purchase as a gift for userId (ToUID on the pay info and the order).
import { useLocation } from 'react-router-dom';
import { parseGiveVipQuery, useVipPurchase } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { VipScreen } from './vip-screen';

export default function GiveVipPage() {
  const t = useMt();
  const q = parseGiveVipQuery(useLocation().search);
  const m = useVipPurchase({ toUid: q.userId, packageId: q.packId, categoryId: q.categoryId });
  return (
    <Page nav={{ title: t('routes.giveVip') }}>
      <ScrollArea>
        <VipScreen m={m} giftTo={q.userId} />
      </ScrollArea>
    </Page>
  );
}
