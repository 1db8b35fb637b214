// /scanCodeResult?text= (issue 12): a scanned code that is not a login ticket: a link to open or
// text to copy. The text is shown as text, never as markup.
import { Link, useSearchParams } from 'react-router-dom';
import { classifyScan } from '@src/features/scan';
import { toast } from '@src/stores/ui';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './scan.css';

export default function ScanCodeResultPage() {
  const t = useMt();
  const [params] = useSearchParams();
  const code = classifyScan(params.get('text') ?? '');
  const shown = code.kind === 'link' ? code.url : code.kind === 'text' ? code.text : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      toast(t('dialogs.copySuccessTitle'));
    } catch {
      toast(t('errors.copyFailed'));
    }
  };
  return (
    <Page nav={{ title: t('routes.scanCodeResult') }}>
      <ScrollArea>
        <div className="m-scan" data-testid="scan-result" data-kind={code.kind}>
          <p className="m-scan-sub">{t(code.kind === 'link' ? 'scan.resultLink' : 'scan.resultText')}</p>
          <div className="m-scan-text" data-testid="scan-result-text">{shown}</div>
          {code.kind === 'link' ? (
            <a className="m-btn m-btn--block" href={code.url} target="_blank" rel="noopener noreferrer" data-testid="scan-open">
              {t('scan.openLink')}
            </a>
          ) : null}
          {code.kind === 'ticket' ? (
            <Link className="m-btn m-btn--block" to={href('AuthorizeLogin', {}, { ticket: code.ticket })} replace>
              {t('routes.authorizeLogin')}
            </Link>
          ) : null}
          <button type="button" className="m-btn m-btn--block m-btn--ghost" onClick={() => void copy()} data-testid="scan-copy">
            {t('common.copy')}
          </button>
          <Link className="m-btn m-btn--block m-btn--plain" to={href('ScanCode')} replace>
            {t('scan.scanAgain')}
          </Link>
        </div>
      </ScrollArea>
    </Page>
  );
}
