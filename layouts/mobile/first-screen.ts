// The phone's first-screen requests, started by layouts/boot.tsx beside the layout's chunk
// rather than from it: the layout chunk runs only once every module it imports has arrived
// (the router, the shell, the page), while these need only the request layer the boot already
// has. On the home (its recommendation tab) that is its three requests and then the first
// banner slide's image, the screen's largest paint (issue 14 point 6).
import { routeLocation } from '@src/routes/router-mode';
import { matchRoute } from '@src/routes/match';
import { homeChannelOf } from './pages/home/home-channel';
import { startHomeFirstScreen } from './pages/home/home-first-screen';

export function startFirstScreen(): void {
  const { pathname } = routeLocation();
  if (matchRoute(pathname).route.name === 'Home' && homeChannelOf(pathname) === '') startHomeFirstScreen();
}
