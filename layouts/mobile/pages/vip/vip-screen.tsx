// The VIP purchase on the phone (/vip, /openVip, /giveVip; spec 000 §2): header, category
// tabs (the second tagged 特惠), a horizontal list of packages, the pay types, the links and
// texts, and the bottom bar with the total and 授权支付.
import { Link } from 'react-router-dom';
import type { VipPackage } from '@src/api/contract/vip';
import { useMt } from '../../text';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { shownPrice, useShareUnlock, useVipGrantListener, type VipPurchase } from '@src/features/vip';
import { Avatar } from '../../components/avatar/avatar';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { BargainBlock } from './bargain-block';
import { ShareSteps } from './share-steps';
import './vip-screen.css';

function PackageCard({ pkg, selected, onSelect }: { pkg: VipPackage; selected: boolean; onSelect: () => void }) {
  const t = useMt();
  const price = shownPrice(pkg);
  return (
    <button type="button" className={`m-vip-pack${selected ? ' m-vip-on' : ''}`} onClick={onSelect} data-testid="vip-package" data-package={pkg.packageId} aria-pressed={selected}>
      <span className="m-vip-pack-name">{pkg.name}</span>
      <span className="m-vip-pack-price">
        <small>{price.symbol}</small>
        {price.price}
      </span>
      {price.was !== null ? <s className="m-vip-pack-was">{`${price.symbol}${price.was}`}</s> : null}
      <span className="m-vip-pack-days">
        {t('vip.days', { n: pkg.validityDays })}
        {pkg.giftDays > 0 ? ` ${t('vip.giftDays', { n: pkg.giftDays })}` : ''}
      </span>
    </button>
  );
}

export function VipScreen({ m, giftTo }: { m: VipPurchase; giftTo?: number }) {
  const t = useMt();
  const user = useSession((s) => s.user);
  useVipGrantListener();
  const share = useShareUnlock(m.selection.categoryIndex);
  return (
    <LoadingWrapper status={m.status} onRefresh={m.reload}>
      <div className="m-vip">
        <div className="m-vip-head">
          {user ? (
            <>
              <Avatar src={user.avatar} vipLevel={user.vipLevel} clickDisabled />
              <div className="m-vip-user">
                <div className="m-vip-name" data-testid="vip-nickname">{user.nickName}</div>
                {user.vipLevel > 0 ? (
                  <div className="m-vip-expire" data-testid="vip-expire">{`${user.eDate}${t('vip.expire')}`}</div>
                ) : (
                  <div className="m-vip-expire" data-testid="vip-not-vip">{t('vip.notVip')}</div>
                )}
              </div>
              {user.vipLevel > 0 ? (
                <Link className="m-vip-detail" to={href('OpenVipRecords')} data-testid="vip-detail">
                  {t('vip.detail')}
                </Link>
              ) : null}
            </>
          ) : (
            <Link className="m-vip-detail" to={href('Login', {}, { redirect: href('Vip') })} data-testid="vip-login">
              {t('vip.loginToPay')}
            </Link>
          )}
        </div>
        {giftTo ? <div className="m-vip-gift" data-testid="vip-gift">{t('vip.giftFor', { uid: giftTo })}</div> : null}
        <div className="m-vip-tabs" role="tablist">
          {m.categories.map((c, i) => (
            <button key={c.id} type="button" role="tab" aria-selected={i === m.selection.categoryIndex} className={`m-vip-tab${i === m.selection.categoryIndex ? ' m-vip-on' : ''}`} onClick={() => m.selectTab(i)} data-testid="vip-tab">
              {c.name}
              {i === 1 ? <span className="m-vip-tag">{t('vip.special')}</span> : null}
            </button>
          ))}
        </div>
        <div className="m-vip-packs" data-testid="vip-packages">
          {m.packages.map((p) => (
            <PackageCard key={p.packageId} pkg={p} selected={p.packageId === m.selected?.packageId} onSelect={() => m.selectPackage(p.packageId)} />
          ))}
        </div>
        <ShareSteps s={share} />
        {m.bargain ? <BargainBlock b={m.bargain} packageId={m.selected?.packageId ?? null} /> : null}
        {m.needsAddress ? (
          <Link className="m-vip-paytype" to={href('ChoseAddress')} onClick={m.keepSelection} data-testid="vip-address">
            {m.address ? t('payment.addressFor', { address: `${m.address.name} ${m.address.address}` }) : t('payment.addressChoose')}
          </Link>
        ) : null}
        <div className="m-vip-label">{t('vip.payTypes')}</div>
        <div className="m-vip-paytypes" role="radiogroup">
          {m.payTypes.map((p) => (
            <button key={p.payType} type="button" role="radio" aria-checked={p.payType === m.selection.payType} className={`m-vip-paytype${p.payType === m.selection.payType ? ' m-vip-on' : ''}`} onClick={() => m.selectPayType(p.payType)} data-testid="vip-paytype" data-paytype={p.payType}>
              {p.img ? <img src={p.img} alt="" width={24} height={24} onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
              <span>{p.title}</span>
            </button>
          ))}
        </div>
        <div className="m-vip-links">
          <Link to={href('HelpDetail', {}, { id: 63 })} data-testid="vip-terms">
            {t('vip.terms')}
          </Link>
          <Link to={href('ActivityRules')} data-testid="vip-rules">
            {t('vip.bargainRules')}
          </Link>
        </div>
        <p className="m-vip-text">{t('vip.bargainTips')}</p>
        <p className="m-vip-text">{t('vip.upgradeRule')}</p>
        {m.remark ? <p className="m-vip-text">{m.remark}</p> : null}
      </div>
      <div className="m-vip-bar">
        <span className="m-vip-total" data-testid="vip-total">
          {t('vip.total')} {m.price ? `${m.price.symbol}${m.price.price}` : ''}
        </span>
        <button type="button" className="m-vip-pay" disabled={m.paying || share.step !== 3} aria-busy={m.paying} onClick={() => void m.pay()} data-testid="vip-pay">
          {t('vip.authorizePay')}
        </button>
      </div>
    </LoadingWrapper>
  );
}
