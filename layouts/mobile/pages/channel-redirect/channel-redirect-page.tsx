import { Navigate, useLocation, useParams } from 'react-router-dom';
import { resolveChannelRedirect } from '@src/routes';
import NotFoundPage from '../not-found/not-found-page';

/** Named route ChannelNavigation (spec 001 §2): /channel/<category>?tag= -> /miniVideoChannel. */
export default function ChannelRedirectPage() {
  const { category = '' } = useParams();
  const { search } = useLocation();
  const target = resolveChannelRedirect(category, search);
  if (!target) return <NotFoundPage />;
  return <Navigate to={target} replace />;
}
