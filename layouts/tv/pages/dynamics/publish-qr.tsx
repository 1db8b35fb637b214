// /publishDynamic and its steps (preview, cover, location) on TV: there is no file picker on a
// TV, so the page shows a QR code that opens /publishDynamic on a phone; the title is the
// route's own.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useQrCode } from '@src/lib/qr-code';
import { href } from '@src/routes/href';
import { ROUTER_MODE } from '@src/routes/router-mode';
import { ROUTES } from '@src/routes/table';
import { useTvNavigate } from '../../router/navigate';
import { FocusButton } from '../../components/focus-button';
import { usePage, usePageReady } from '../../shell/page-context';
import './dynamics.css';

/** The phone address of the publish page, in the build's router mode. */
function phoneUrl(): string {
  const path = href('PublishDynamic');
  if (ROUTER_MODE === 'hash') return `${location.href.split('#')[0]}#${path}`;
  return new URL(path, location.origin).toString();
}

export default function PublishQrPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const url = phoneUrl();
  const qr = useQrCode(url);
  const { name } = usePage();
  const step = name !== 'PublishDynamic';
  const title = ROUTES.find((r) => r.name === name)?.titleKey ?? 'routes.publishDynamic';
  usePageReady(true);
  return (
    // The page is for scanning: one button, no arrow has anywhere to go.
    <div className="tv-dyn-qr-page" data-nothing-to-move="scan">
      <div className="tv-page-title">{t(title)}</div>
      <div className="tv-dyn-qr" data-testid="publish-qr" data-url={url}>{qr ? <img src={qr} alt="" /> : null}</div>
      <div className="tv-dyn-meta" data-testid="publish-qr-text">
        {t(step ? 'dynamics.continueOnPhone' : 'dynamics.scanToPublish')}
      </div>
      <FocusSection focusKey="publish-qr/actions" className="tv-dyn-actions">
        <FocusButton id="mine" label={t('dynamics.toMyDynamic')} onPress={() => navigate(href('MyDynamic'))} testId="qr-my-dynamic" />
      </FocusSection>
    </div>
  );
}
