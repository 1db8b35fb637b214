// Shield management as a page of its own (linked from settings; see the report).
import { Page } from '../../components/page/page';
import { shieldStrings } from '@src/features/shield/shield-strings';
import { useShieldSync } from '@src/features/shield/use-shield';
import { ShieldManager } from './shield-manager';
import '../watch/watch-page.css';

export default function ShieldPage() {
  useShieldSync();
  return (
    <Page nav={{ title: shieldStrings.title }}>
      <div className="m-watch-body">
        <ShieldManager />
      </div>
    </Page>
  );
}
