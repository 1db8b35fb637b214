// /vip on TV.
import { useT } from '@src/i18n';
import { VipScreen } from './vip-screen';

export default function VipPage() {
  const t = useT();
  return <VipScreen options={{}} title={t('routes.vip')} page="vip" />;
}
