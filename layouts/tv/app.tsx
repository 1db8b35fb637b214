// The TV app (lazily imported by layouts/boot.tsx): focus layer, router and shell.
import { useEffect, useState } from 'react';
import { BrowserRouter } from '@src/routes/router';
import { initFocus, destroyFocus } from '@focus/init';
import type { TvPlatform } from '@focus/key-map';
import { currentPlatform, type Os } from '@src/platform/detect';
import { Shell } from './shell/shell';
import './tv.css';

const PLATFORM_BY_OS: Record<Os, TvPlatform> = {
  tizen: 'tizen',
  webos: 'webos',
  androidtv: 'android',
  android: 'android',
  ios: 'browser',
  desktop: 'browser',
};

export default function TvApp() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initFocus({ platform: PLATFORM_BY_OS[currentPlatform().os] });
    document.documentElement.classList.add('tv');
    setReady(true);
    return () => {
      destroyFocus();
      document.documentElement.classList.remove('tv');
    };
  }, []);
  if (!ready) return null;
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
