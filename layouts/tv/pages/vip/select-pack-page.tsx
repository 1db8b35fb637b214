// /selectPack on TV: choose a package for a friend (userId), then pay it on /giveVip.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { queryInt, shownPrice, useVipPurchase } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './vip.css';

export default function SelectPackPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const userId = queryInt(new URLSearchParams(useLocation().search).get('userId'));
  const m = useVipPurchase({ toUid: userId });
  usePageReady(m.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.selectPack')}</div>
      <LoadingWrapper status={m.status} onRefresh={m.reload}>
        <FocusSection focusKey="select/tabs" className="tv-vip-tabs">
          {m.categories.map((c, i) => (
            <FocusButton key={c.id} id={c.id} label={i === 1 ? `${c.name} ${t('vip.special')}` : c.name} className={i === m.selection.categoryIndex ? 'tv-vip-on' : undefined} onPress={() => m.selectTab(i)} />
          ))}
        </FocusSection>
        <FocusSection key={`select-${m.selection.categoryIndex}`} focusKey={`select/packs/${m.selection.categoryIndex}`} className="tv-vip-paytypes">
          {m.packages.map((p) => (
            <FocusButton
              key={p.packageId}
              id={p.packageId}
              label={`${p.name} ${shownPrice(p).symbol}${shownPrice(p).price}`}
              className={p.packageId === m.selected?.packageId ? 'tv-vip-on' : undefined}
              onPress={() => navigate(href('GiveVip', {}, { userId, packId: p.packageId, categoryId: p.categoryId }))}
            />
          ))}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}
