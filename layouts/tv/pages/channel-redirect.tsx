// /channel/{category}?tag= -> /miniVideoChannel?titleId=&subID= (spec 001 §2); unknown -> not found.
import { Navigate, useLocation } from 'react-router-dom';
import { resolveChannelRedirect } from '@src/routes/channel-redirect';
import { useRouteParams } from '../shell/route-params';
import NotFoundPage from './not-found';

export default function ChannelRedirectPage() {
  const { category = '' } = useRouteParams();
  const { search } = useLocation();
  const target = resolveChannelRedirect(category, search);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
