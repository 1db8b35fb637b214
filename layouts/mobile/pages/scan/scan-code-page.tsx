// /scanCode on the phone (issue 12): the camera reads a QR code (a photo pick when there is no
// camera or it is refused); a login ticket opens /authorizeLogin, anything else /scanCodeResult.
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { decodeImageFile, scanTarget, useQrCamera } from '@src/features/scan';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './scan.css';

export default function ScanCodePage() {
  const t = useMt();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [reading, setReading] = useState(false);
  const open = useCallback((text: string) => navigate(scanTarget(text), { replace: true }), [navigate]);
  const camera = useQrCamera(video, open);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || reading) return;
    setReading(true);
    try {
      const text = await decodeImageFile(file).catch(() => null);
      if (text) open(text);
      else toast(t('scan.notFound'), TOAST_MEDIUM_MS);
    } finally {
      setReading(false);
    }
  };

  return (
    <Page nav={{ title: t('routes.scanCode') }}>
      <ScrollArea>
        <div className="m-scan" data-testid="scan-code" data-camera={camera}>
          <div className="m-scan-view">
            <video ref={video} muted playsInline autoPlay />
            <div className="m-scan-frame" />
          </div>
          <p className="m-scan-sub">{camera === 'unavailable' ? t('scan.noCamera') : t('scan.scanHint')}</p>
          <label className="m-btn m-btn--block m-btn--ghost" data-testid="scan-pick">
            {t('scan.pickPhoto')}
            <input className="m-scan-file" type="file" accept="image/*" onChange={(e) => void onPick(e)} data-testid="scan-file" />
          </label>
        </div>
      </ScrollArea>
    </Page>
  );
}
