// Shield management as a page (the settings page can link to it; see the report).
import { usePageReady } from '../../shell/page-context';
import { shieldStrings } from '@src/features/shield/shield-strings';
import { useShieldSync } from '@src/features/shield/use-shield';
import { ShieldManager } from './shield-manager';
import '../watch/watch.css';

export default function ShieldPage() {
  useShieldSync();
  usePageReady(true);
  return (
    <div style={{ padding: '0.4rem 0.6rem' }}>
      <div className="tv-page-title">{shieldStrings.title}</div>
      <ShieldManager focusKey="shield/page" />
    </div>
  );
}
