// /openVip on TV: the purchase for the scanned uid's link (title open/renew), with the gift
// dialog when the logged-in user is someone else; leaving to /vip or /user (the top menu) asks
// to confirm unless the pay info flagged 7003; Back inside the app's webview closes the shell.
import { useLocation } from 'react-router-dom';
import { openVipBackClosesShell, useOpenVip } from '@src/features/vip';
import { usePage } from '../../shell/page-context';
import { VipScreen } from './vip-screen';

export default function OpenVipPage() {
  const { search } = useLocation();
  const { active } = usePage();
  const o = useOpenVip(search, active);
  return (
    <VipScreen
      options={{ packageId: o.packageId, categoryId: o.query.categoryId, activeIndex: o.query.activeIndex }}
      title={o.title}
      page="openVip"
      onBack={openVipBackClosesShell}
    />
  );
}
