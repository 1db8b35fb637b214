// /moreFocus on TV: the newest videos of the uploaders the user follows, as a poster grid.
import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { PAGE_SIZE } from '@src/features/catalog';
import { useMoreFocus } from '@src/features/browse';
import { VideoGridPage } from '../../components/video-grid-page';
import { LoginPrompt } from '../../components/login-prompt';

function MoreFocusGrid() {
  const t = useT();
  return <VideoGridPage title={t('routes.moreFocus')} gridKey="more-focus/grid" list={useMoreFocus(PAGE_SIZE)} emptyText={t('browse.moreFocusEmpty')} />;
}

export default function MoreFocusPage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.moreFocus')} />;
  return <MoreFocusGrid key={uid} />;
}
