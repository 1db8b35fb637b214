// The entries of the browsing pages above the discovery grid on TV: browse by type (whose page
// has the row of types), the short-video channel and more from the followed uploaders. One row,
// so the grid below keeps its height on a 1080p screen.
import { memo, useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import './browse.css';

const Entry = memo(function Entry({ id, label, to }: { id: string; label: string; to: string }) {
  const navigate = useTvNavigate();
  const go = useCallback(() => navigate(to), [navigate, to]);
  return <FocusButton id={id} label={label} onPress={go} testId={`entry-${id}`} />;
});

export function BrowseEntries({ focusKey }: { focusKey: string }) {
  const t = useT();
  return (
    <FocusSection focusKey={focusKey} className="tv-browse-row">
      <Entry id="type-page" label={t('browse.byType')} to={href('TypePage')} />
      <Entry id="mini-videos" label={t('browse.miniVideos')} to={href('MiniVideoChannel')} />
      <Entry id="more-focus" label={t('browse.moreFocus')} to={href('MoreFocus')} />
    </FocusSection>
  );
}
