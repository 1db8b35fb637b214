// /addAddress on the phone: a delivery address (chosen for the next order once saved).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddAddress, ADDRESS_NAME_MAX_CHARS, ADDRESS_PHONE_MAX_CHARS, ADDRESS_TEXT_MAX_CHARS } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import './payment.css';

const EMPTY = { name: '', phone: '', address: '' };

export default function AddAddressPage() {
  const t = useMt();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  // The page is kept alive (spec 000 §2): a saved address leaves an empty form for the next one.
  const back = useCallback(() => {
    setForm(EMPTY);
    navigate(-1);
  }, [navigate]);
  const a = useAddAddress(back);
  const field = (k: keyof typeof form, label: string, max: number) => (
    <label className="m-pay-label">
      {label}
      <input className="m-pay-input" name={k} maxLength={max} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
    </label>
  );
  return (
    <Page nav={{ title: t('routes.addAddress') }}>
      <form
        className="m-pay"
        onSubmit={(e) => {
          e.preventDefault();
          void a.submit(form);
        }}
      >
        {field('name', t('payment.addressNameLabel'), ADDRESS_NAME_MAX_CHARS)}
        {field('phone', t('payment.addressPhoneLabel'), ADDRESS_PHONE_MAX_CHARS)}
        {field('address', t('payment.addressTextLabel'), ADDRESS_TEXT_MAX_CHARS)}
        <button type="submit" className="m-pay-btn" disabled={a.busy}>
          {t('payment.addressSave')}
        </button>
      </form>
    </Page>
  );
}
