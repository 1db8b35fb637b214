// /selectPack on the phone: choose a package for a friend (userId), then pay it on /giveVip.
import { Link, useLocation } from 'react-router-dom';
import { href } from '@src/routes/href';
import { queryInt, shownPrice, useVipPurchase } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './vip-screen.css';

export default function SelectPackPage() {
  const t = useMt();
  const userId = queryInt(new URLSearchParams(useLocation().search).get('userId'));
  const m = useVipPurchase({ toUid: userId });
  const next = m.selected ? href('GiveVip', {}, { userId, packId: m.selected.packageId, categoryId: m.selected.categoryId }) : null;
  return (
    <Page nav={{ title: t('routes.selectPack') }}>
      <ScrollArea>
        <LoadingWrapper status={m.status} onRefresh={m.reload}>
          <div className="m-vip">
            {userId ? <div className="m-vip-gift">{t('vip.giftFor', { uid: userId })}</div> : null}
            <div className="m-vip-tabs" role="tablist">
              {m.categories.map((c, i) => (
                <button key={c.id} type="button" role="tab" aria-selected={i === m.selection.categoryIndex} className={`m-vip-tab${i === m.selection.categoryIndex ? ' m-vip-on' : ''}`} onClick={() => m.selectTab(i)}>
                  {c.name}
                  {i === 1 ? <span className="m-vip-tag">{t('vip.special')}</span> : null}
                </button>
              ))}
            </div>
            <div className="m-vip-paytypes">
              {m.packages.map((p) => (
                <button key={p.packageId} type="button" className={`m-vip-paytype${p.packageId === m.selected?.packageId ? ' m-vip-on' : ''}`} onClick={() => m.selectPackage(p.packageId)} data-testid="select-pack" data-package={p.packageId}>
                  <span>{p.name}</span>
                  <span>{`${shownPrice(p).symbol}${shownPrice(p).price}`}</span>
                </button>
              ))}
            </div>
          </div>
          {next ? (
            <div className="m-vip-bar">
              <span className="m-vip-total">{m.price ? `${m.price.symbol}${m.price.price}` : ''}</span>
              <Link className="m-vip-pay" to={next} data-testid="select-pack-next">
                {t('vip.next')}
              </Link>
            </div>
          ) : null}
        </LoadingWrapper>
      </ScrollArea>
    </Page>
  );
}
