// /giveVip on TV: the purchase as a gift for userId (ToUID on the pay info and the order).
import { useLocation } from 'react-router-dom';
import { useT } from '@src/i18n';
import { parseGiveVipQuery } from '@src/features/vip';
import { VipScreen } from './vip-screen';

export default function GiveVipPage() {
  const t = useT();
  const q = parseGiveVipQuery(useLocation().search);
  return <VipScreen options={{ toUid: q.userId, packageId: q.packId, categoryId: q.categoryId }} title={t('routes.giveVip')} page="other" />;
}
