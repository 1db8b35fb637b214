// The VIP purchase on TV (/vip, /openVip, /giveVip; spec 000 §2): the user's header, category
// tabs (the second tagged 特惠), a focus row of packages, the pay types, the total with 授权支付,
// the terms and rules links and the texts; beside them a QR code of the phone's /openVip link
// for the focused package, so the viewer pays on the phone and never types a card number with
// a remote. The page listens on the app socket for the grant and shows it without a reload.
import { memo, useCallback, useState } from 'react';
import type { VipPackage } from '@src/api/contract/vip';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useBackHandler } from '@focus/use-back-handler';
import { handleBack } from '@focus/back-stack';
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { usePageLeaveGuard } from '@src/lib/leave-guards';
import { useQrCode } from '@src/lib/qr-code';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { openVipLinkUrl, useVipLeave, shownPrice, useShareUnlock, useVipGrantListener, useVipPurchase, type GrantPush, type VipPageKind, type VipPurchaseOptions } from '@src/features/vip';
import { Avatar } from '../../components/avatar';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePage, usePageReady } from '../../shell/page-context';
import { BargainBlock } from './bargain-block';
import { ShareSteps } from './share-steps';
import './vip.css';

const PackageCard = memo(function PackageCard({ pkg, selected, onSelect }: { pkg: VipPackage; selected: boolean; onSelect: (id: number) => void }) {
  const t = useT();
  const select = () => onSelect(pkg.packageId);
  const { ref, itemProps } = useFocusItem({ id: pkg.packageId, onEnter: select, onFocus: select }, `tv-vip-pack${selected ? ' tv-vip-on' : ''}`);
  const price = shownPrice(pkg);
  return (
    <div ref={ref} {...itemProps} data-testid="vip-package" data-package={pkg.packageId}>
      <div className="tv-vip-pack-name">{pkg.name}</div>
      <div className="tv-vip-pack-price">
        {price.symbol}
        {price.price}
      </div>
      {price.was !== null ? <div className="tv-vip-pack-was">{`${price.symbol}${price.was}`}</div> : null}
      <div className="tv-vip-pack-days">
        {t('vip.days', { n: pkg.validityDays })}
        {pkg.giftDays > 0 ? ` ${t('vip.giftDays', { n: pkg.giftDays })}` : ''}
      </div>
    </div>
  );
});

/** `page`: which VIP page this is, for the leave rule (src/features/vip/vip-leave.ts). */
export function VipScreen({ options, title, page, onBack }: { options: VipPurchaseOptions; title?: string; page: VipPageKind; onBack?: () => boolean }) {
  const t = useT();
  const navigate = useTvNavigate();
  const { active } = usePage();
  const user = useSession((s) => s.user);
  const m = useVipPurchase(options);
  const share = useShareUnlock(m.selection.categoryIndex);
  usePageReady(m.status !== 'loading');

  const onGrant = useCallback((g: GrantPush) => toast(t('vip.granted', { date: g.eDate })), [t]);
  useVipGrantListener(onGrant);

  // The VIP leave rule; the TV's triggers: a navigation of the page (the top menu) and Back.
  const leave = useVipLeave(page, m);
  usePageLeaveGuard(active, leave.shouldAsk, leave.ask);
  const [, force] = useState(0);
  useBackHandler(
    () => {
      if (onBack?.()) return true;
      if (!leave.shouldAsk(null)) return false;
      void leave.ask().then((go) => {
        if (go) handleBack();
        force((n) => n + 1);
      });
      return true;
    },
    'page',
    active,
  );

  const qrText = user && m.selected ? openVipLinkUrl({ uid: options.toUid ?? user.id, id: m.selected.packageId, categoryId: m.selected.categoryId, activeIndex: m.selection.categoryIndex }) : null;
  const qr = useQrCode(qrText);

  return (
    <ScrollPane style={{ height: '100%' }}>
      {title ? <div className="tv-page-title">{title}</div> : null}
      <LoadingWrapper status={m.status} onRefresh={m.reload}>
        <div className="tv-vip">
          <div className="tv-vip-main">
            <div className="tv-vip-head">
              {user ? (
                <>
                  <Avatar src={user.avatar} vipLevel={user.vipLevel} clickDisabled size={100} />
                  <div className="tv-vip-user">
                    <div className="tv-vip-name" data-testid="vip-nickname">{user.nickName}</div>
                    {user.vipLevel > 0 ? (
                      <div className="tv-vip-expire" data-testid="vip-expire">{`${user.eDate}${t('vip.expire')}`}</div>
                    ) : (
                      <div className="tv-vip-expire" data-testid="vip-not-vip">{t('vip.notVip')}</div>
                    )}
                  </div>
                  {user.vipLevel > 0 ? (
                    <FocusSection focusKey="vip/head">
                      <FocusButton id="detail" label={t('vip.detail')} onPress={() => navigate(href('OpenVipRecords'))} testId="vip-detail" />
                    </FocusSection>
                  ) : null}
                </>
              ) : (
                <FocusSection focusKey="vip/login">
                  <FocusButton id="login-to-pay" label={t('vip.loginToPay')} onPress={() => navigate(href('Login', {}, { redirect: href('Vip') }))} testId="vip-login" />
                </FocusSection>
              )}
              {options.toUid ? <div className="tv-vip-gift">{t('vip.giftFor', { uid: options.toUid })}</div> : null}
            </div>
            <FocusSection focusKey="vip/tabs" className="tv-vip-tabs">
              {m.categories.map((c, i) => (
                <FocusButton
                  key={c.id}
                  id={c.id}
                  label={i === 1 ? `${c.name} ${t('vip.special')}` : c.name}
                  className={i === m.selection.categoryIndex ? 'tv-vip-on' : undefined}
                  onPress={() => m.selectTab(i)}
                  testId="vip-tab"
                />
              ))}
            </FocusSection>
            <FocusSection key={`packs-${m.selection.categoryIndex}`} focusKey={`vip/packs/${m.selection.categoryIndex}`} className="tv-vip-packs">
              {m.packages.map((p) => (
                <PackageCard key={p.packageId} pkg={p} selected={p.packageId === m.selected?.packageId} onSelect={m.selectPackage} />
              ))}
            </FocusSection>
            <ShareSteps s={share} />
            {m.bargain ? <BargainBlock b={m.bargain} packageId={m.selected?.packageId ?? null} /> : null}
            {m.needsAddress ? (
              <FocusSection focusKey="vip/address" className="tv-vip-paytypes">
                <FocusButton
                  id="address"
                  label={m.address ? t('payment.addressFor', { address: `${m.address.name} ${m.address.address}` }) : t('payment.addressChoose')}
                  onPress={() => {
                    m.keepSelection();
                    navigate(href('ChoseAddress'));
                  }}
                  testId="vip-address"
                />
              </FocusSection>
            ) : null}
            <div className="tv-vip-label">{t('vip.payTypes')}</div>
            <FocusSection focusKey="vip/paytypes" className="tv-vip-paytypes">
              {m.payTypes.map((p) => (
                <FocusButton
                  key={p.payType}
                  id={`pt${p.payType}`}
                  label={p.title}
                  className={p.payType === m.selection.payType ? 'tv-vip-on' : undefined}
                  onPress={() => m.selectPayType(p.payType)}
                  testId="vip-paytype"
                />
              ))}
            </FocusSection>
            <FocusSection focusKey="vip/bar" className="tv-vip-bar">
              <span className="tv-vip-total" data-testid="vip-total">
                {t('vip.total')} {m.price ? `${m.price.symbol}${m.price.price}` : ''}
              </span>
              {share.step === 3 ? <FocusButton id="pay" label={m.paying ? t('vip.paying') : t('vip.authorizePay')} onPress={() => void m.pay()} testId="vip-pay" /> : null}
              <FocusButton id="terms" label={t('vip.terms')} onPress={() => navigate(href('HelpDetail', {}, { id: 63 }))} testId="vip-terms" />
              <FocusButton id="bargain-rules" label={t('vip.bargainRules')} onPress={() => navigate(href('ActivityRules'))} testId="vip-rules" />
            </FocusSection>
            <div className="tv-vip-text">{t('vip.bargainTips')}</div>
            <div className="tv-vip-text">{t('vip.upgradeRule')}</div>
            {m.remark ? <div className="tv-vip-text">{m.remark}</div> : null}
          </div>
          {qrText ? (
            <div className="tv-vip-qr" data-testid="vip-qr" data-url={qrText}>
              <div className="tv-vip-qr-title">{t('vip.scanTitle')}</div>
              {qr ? <img src={qr} alt="" width={280} height={280} /> : <div className="tv-vip-qr-wait">{t('vip.scanLoading')}</div>}
              <div className="tv-vip-qr-sub">{t('vip.scanSub')}</div>
            </div>
          ) : null}
        </div>
      </LoadingWrapper>
    </ScrollPane>
  );
}
