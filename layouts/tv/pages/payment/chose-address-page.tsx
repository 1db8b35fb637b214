// /choseAddress on TV: pick a delivery address, or add one.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { chooseAddress, chosenAddressId, useAddresses } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';

export default function ChoseAddressPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const res = useAddresses();
  usePageReady(res.status !== 'loading');
  const chosen = chosenAddressId();
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.choseAddress')}</div>
      {res.status === 'empty' ? <div className="tv-vip-text">{t('payment.addressEmpty')}</div> : null}
      <FocusSection focusKey="address/list" className="tv-vip-paytypes">
        {(res.data ?? []).map((a) => (
          <FocusButton
            key={a.id}
            id={a.id}
            label={`${a.name} ${a.phone} ${a.address}${chosen === a.id ? ` ${t('payment.addressChosen')}` : ''}`}
            onPress={() => {
              chooseAddress(a.id);
              navigate(-1);
            }}
          />
        ))}
        <FocusButton id="add" label={t('payment.addressAdd')} onPress={() => navigate(href('AddAddress'))} />
      </FocusSection>
    </ScrollPane>
  );
}
