// /appeal on the phone: dispute an order (orderId) with a reason and an optional contact.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderIdFrom, useAppeal, useOrder, APPEAL_CONTACT_MAX_CHARS, APPEAL_REASON_MAX_CHARS } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './payment.css';
import { usePageLocation } from '../../router/use-page-location';

export default function AppealPage() {
  const t = useMt();
  const navigate = useNavigate();
  const orderId = orderIdFrom(usePageLocation().search);
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState('');
  const a = useAppeal(orderId, () => navigate(-1));
  // The order is looked up first: an id naming no order of this user says so (issue 42).
  const order = useOrder(orderId);
  return (
    <Page nav={{ title: t('routes.appeal') }}>
      {orderId && order.status !== 'ready' ? (
        <LoadingWrapper status={order.status} onRefresh={order.reload} />
      ) : orderId ? (
        <form
          className="m-pay"
          onSubmit={(e) => {
            e.preventDefault();
            void a.submit(reason, contact);
          }}
        >
          <p>{t('payment.orderNo', { id: orderId })}</p>
          <label className="m-pay-label">
            {t('payment.appealReasonLabel')}
            <textarea className="m-pay-input" name="reason" rows={5} maxLength={APPEAL_REASON_MAX_CHARS} value={reason} placeholder={t('payment.appealReasonPlaceholder')} onChange={(e) => setReason(e.target.value)} />
          </label>
          <label className="m-pay-label">
            {t('payment.appealContactLabel')}
            <input className="m-pay-input" name="contact" maxLength={APPEAL_CONTACT_MAX_CHARS} value={contact} onChange={(e) => setContact(e.target.value)} />
          </label>
          <button type="submit" className="m-pay-btn" disabled={a.busy}>
            {t('payment.appealSubmit')}
          </button>
        </form>
      ) : (
        <p className="m-pay">{t('payment.noOrderId')}</p>
      )}
    </Page>
  );
}
