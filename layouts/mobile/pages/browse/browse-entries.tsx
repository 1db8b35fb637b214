// The entries of the browsing pages on the discovery tab: browse by type (all, then each type),
// the short-video channel and more from the followed uploaders.
import { Link } from 'react-router-dom';
import { useNavigation } from '@src/features/catalog';
import { href } from '@src/routes/href';
import { useMt } from '../../text';
import './browse.css';

export function BrowseEntries() {
  const t = useMt();
  // The types only decorate the row: quiet on failure.
  const types = useNavigation(true).data ?? [];
  return (
    <nav className="m-browse-chips" data-testid="browse-entries">
      <Link className="m-browse-chip m-link-reset" to={href('TypePage')} data-testid="entry-type-page">
        {t('browse.byType')}
      </Link>
      {types.map((c) => (
        <Link key={c.id} className="m-browse-chip m-link-reset" to={href('TypePage', {}, { typeId: c.id })} data-type-id={c.id}>
          {c.name}
        </Link>
      ))}
      <Link className="m-browse-chip m-link-reset" to={href('MiniVideoChannel')} data-testid="entry-mini-videos">
        {t('browse.miniVideos')}
      </Link>
      <Link className="m-browse-chip m-link-reset" to={href('MoreFocus')} data-testid="entry-more-focus">
        {t('browse.moreFocus')}
      </Link>
    </nav>
  );
}
