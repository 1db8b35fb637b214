// /appeal on TV: dispute an order (orderId) with a reason and an optional contact.
import { useCallback, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { orderIdFrom, useAppeal, useOrder, APPEAL_CONTACT_MAX_CHARS, APPEAL_REASON_MAX_CHARS } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';
import { usePageLocation } from '../../shell/use-page-location';

export default function AppealPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const orderId = orderIdFrom(usePageLocation().search);
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState('');
  const a = useAppeal(orderId, useCallback(() => navigate(-1), [navigate]));
  // The order is looked up first: an id naming no order of this user says so (issue 42).
  const order = useOrder(orderId);
  usePageReady(order.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.appeal')}</div>
      {orderId && order.status !== 'ready' ? (
        <LoadingWrapper status={order.status} onRefresh={order.reload} />
      ) : orderId ? (
        <FocusSection focusKey="appeal/form" className="tv-form">
          <div className="tv-vip-text">{t('payment.orderNo', { id: orderId })}</div>
          <TextField name="reason" label={t('payment.appealReasonLabel')} placeholder={t('payment.appealReasonPlaceholder')} value={reason} onChange={setReason} maxLength={APPEAL_REASON_MAX_CHARS} />
          <TextField name="contact" label={t('payment.appealContactLabel')} value={contact} onChange={setContact} maxLength={APPEAL_CONTACT_MAX_CHARS} />
          <FocusButton id="appeal-submit" label={t('payment.appealSubmit')} onPress={() => void a.submit(reason, contact)} />
        </FocusSection>
      ) : (
        <FocusSection focusKey="appeal/none">
          <div className="tv-vip-text">{t('payment.noOrderId')}</div>
          <FocusButton id="back-to-vip" label={t('payment.backToVip')} onPress={() => navigate(href('Vip'))} />
        </FocusSection>
      )}
    </ScrollPane>
  );
}
