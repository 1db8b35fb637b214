// /addAddress on TV: a delivery address (chosen for the next order once saved).
import { useCallback, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { useAddAddress, ADDRESS_NAME_MAX_CHARS, ADDRESS_PHONE_MAX_CHARS, ADDRESS_TEXT_MAX_CHARS } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';

export default function AddAddressPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  // The page is kept alive (spec 000 §2): a saved address leaves an empty form for the next one.
  const a = useAddAddress(
    useCallback(() => {
      setName('');
      setPhone('');
      setAddress('');
      navigate(-1);
    }, [navigate]),
  );
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.addAddress')}</div>
      <FocusSection focusKey="address/form" className="tv-form">
        <TextField name="name" label={t('payment.addressNameLabel')} value={name} onChange={setName} maxLength={ADDRESS_NAME_MAX_CHARS} />
        <TextField name="phone" label={t('payment.addressPhoneLabel')} value={phone} onChange={setPhone} maxLength={ADDRESS_PHONE_MAX_CHARS} />
        <TextField name="address" label={t('payment.addressTextLabel')} value={address} onChange={setAddress} maxLength={ADDRESS_TEXT_MAX_CHARS} />
        <FocusButton id="address-save" label={t('payment.addressSave')} onPress={() => void a.submit({ name, phone, address })} />
      </FocusSection>
    </ScrollPane>
  );
}
