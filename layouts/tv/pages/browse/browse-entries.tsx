// The entries of the browsing pages above the discovery grid on TV: browse by type (all, then
// each type), the short-video channel and more from the followed uploaders.
import { memo, useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useNavigation } from '@src/features/catalog';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import './browse.css';

const Entry = memo(function Entry({ id, index, label, to }: { id: string | number; index: number; label: string; to: string }) {
  const navigate = useTvNavigate();
  const go = useCallback(() => navigate(to), [navigate, to]);
  return <FocusButton id={id} index={index} label={label} onPress={go} testId={`entry-${id}`} />;
});

export function BrowseEntries({ focusKey }: { focusKey: string }) {
  const t = useT();
  // The types only decorate the row: quiet on failure.
  const types = useNavigation(true).data ?? [];
  return (
    <FocusSection focusKey={focusKey} className="tv-browse-row">
      <Entry id="type-page" index={0} label={t('browse.byType')} to={href('TypePage')} />
      <Entry id="mini-videos" index={1} label={t('browse.miniVideos')} to={href('MiniVideoChannel')} />
      <Entry id="more-focus" index={2} label={t('browse.moreFocus')} to={href('MoreFocus')} />
      {types.map((c, i) => (
        <Entry key={c.id} id={`type-${c.id}`} index={3 + i} label={c.name} to={href('TypePage', {}, { typeId: c.id })} />
      ))}
    </FocusSection>
  );
}
