// Download page on the phone (spec 002 §2): nav bar 下载APP (hidden with embed=1), the
// Android client card with its version and download button, and the PC-only message whose
// link copies on tap. Only Android is shown, though the info names other platforms.
import { useLocation } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { DownloadBody } from './download-body';

export default function AppDownloadPage() {
  const t = useMt();
  const { search } = useLocation();
  const embed = new URLSearchParams(search).get('embed') === '1';
  return (
    <Page nav={embed ? undefined : { title: t('download.title') }}>
      <ScrollArea>
        <DownloadBody />
      </ScrollArea>
    </Page>
  );
}
