// /choseAddress on the phone: pick a delivery address, or add one.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { href } from '@src/routes/href';
import { chooseAddress, chosenAddressId, useAddresses } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './payment.css';

export default function ChoseAddressPage() {
  const t = useMt();
  const navigate = useNavigate();
  const res = useAddresses();
  const [chosen, setChosen] = useState(chosenAddressId);
  return (
    <Page nav={{ title: t('routes.choseAddress') }}>
      <div className="m-pay">
        <LoadingWrapper status={res.status} onRefresh={res.reload} emptyText={t('payment.addressEmpty')}>
          <ul className="m-pay-list">
            {(res.data ?? []).map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="m-vip-paytype"
                  onClick={() => {
                    chooseAddress(a.id);
                    setChosen(a.id);
                    navigate(-1);
                  }}
                >
                  {`${a.name} ${a.phone} ${a.address}`}
                  {chosen === a.id ? <span className="m-pay-sub"> {t('payment.addressChosen')}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </LoadingWrapper>
        <Link className="m-pay-btn" to={href('AddAddress')}>
          {t('payment.addressAdd')}
        </Link>
      </div>
    </Page>
  );
}
