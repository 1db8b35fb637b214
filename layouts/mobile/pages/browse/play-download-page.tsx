// /playDownload?id= on the phone: a video's download entry. Downloads for offline viewing live in
// the app, so the web shows the app download prompt of /app-download, naming the video.
import { useLocation } from 'react-router-dom';
import { playDownloadKeyFrom, usePlayDownload } from '@src/features/browse';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { DownloadBody } from '../app-download/download-body';
import './browse.css';

export default function PlayDownloadPage() {
  const t = useMt();
  const { search } = useLocation();
  const { video } = usePlayDownload(playDownloadKeyFrom(search));
  return (
    <Page nav={{ title: t('browse.downloadTitle') }}>
      <ScrollArea>
        {video ? (
          <p className="m-dl-video" data-testid="download-video">
            {t('browse.downloadTip', { title: video.title })}
          </p>
        ) : null}
        <DownloadBody />
      </ScrollArea>
    </Page>
  );
}
