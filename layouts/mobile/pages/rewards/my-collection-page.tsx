// /myCollection on the phone: the favourites; a tap opens one; 管理 lets the user pick several
// and remove them.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMyCollection } from '@src/features/rewards';
import { LoginGate } from '../../components/login-gate/login-gate';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { watchPath } from '../../components/poster/poster';
import { hideBroken } from '../../components/poster/hide-broken';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function Collection() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const c = useMyCollection();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (k: string) => setPicked((p) => {
    const n = new Set(p);
    if (n.has(k)) n.delete(k);
    else n.add(k);
    return n;
  });
  const removePicked = async () => {
    if (await c.remove([...picked])) setPicked(new Set());
  };
  return (
    <>
      {c.status === 'ready' ? (
        <div className="m-rw-chips" style={{ padding: '0.75rem' }}>
          <button type="button" className="m-rw-chip" data-testid="collection-edit" onClick={() => { c.toggleEditing(); setPicked(new Set()); }}>
            {c.editing ? t('rewards.done') : t('rewards.edit')}
          </button>
        </div>
      ) : null}
      <ScrollArea scrollRef={scrollRef} onRefresh={c.list.refresh}>
        <PagedListView list={{ ...c.list, status: c.status }} scrollRef={scrollRef} emptyText={t('rewards.noCollection')}>
          {(items) => (
            <div className="m-rw-grid">
              {items.map((v) =>
                c.editing ? (
                  <button type="button" key={v.id} className="m-rw-card m-link-reset" style={{ background: 'none', border: 0, padding: 0, textAlign: 'left' }} data-testid="collection-item" data-media-key={v.mediaKey} onClick={() => toggle(v.mediaKey)}>
                    <img src={v.poster} alt="" loading="lazy" onError={hideBroken} />
                    <span className={`m-rw-check${picked.has(v.mediaKey) ? ' is-on' : ''}`} />
                    <span className="m-rw-card-title">{v.title}</span>
                  </button>
                ) : (
                  <Link key={v.id} to={watchPath(v.id)} className="m-rw-card" data-testid="collection-item" data-media-key={v.mediaKey}>
                    <img src={v.poster} alt="" loading="lazy" onError={hideBroken} />
                    <span className="m-rw-card-title">{v.title}</span>
                  </Link>
                ),
              )}
            </div>
          )}
        </PagedListView>
      </ScrollArea>
      {c.editing ? (
        <div className="m-rw-bottom">
          <button type="button" className="m-btn m-btn--plain" onClick={() => setPicked(new Set(c.list.items.map((v) => v.mediaKey)))}>
            {t('rewards.selectAll')}
          </button>
          <button type="button" className="m-btn" data-testid="collection-remove" disabled={!picked.size || c.busy} onClick={() => void removePicked()}>
            {t('rewards.removeSelected', { n: picked.size })}
          </button>
        </div>
      ) : null}
    </>
  );
}

export default function MyCollectionPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.myCollection') }}>
      <LoginGate>{(uid) => <Collection key={uid} />}</LoginGate>
    </Page>
  );
}
