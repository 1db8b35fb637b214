// /scanCode on the phone (issue 12): the camera reads a QR code (a photo pick when there is no
// camera or it is refused); a login ticket opens /authorizeLogin, anything else /scanCodeResult.
import { useCallback, useRef, type ChangeEvent } from 'react';
import { scanNext, useQrCamera, useScanPhoto } from '@src/features/scan';
import { useCarryOut } from '../../shell/use-carry-out';
import { useRunStep } from '../../shell/use-run-step';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './scan.css';

export default function ScanCodePage() {
  const t = useMt();
  const carryOut = useCarryOut();
  const video = useRef<HTMLVideoElement>(null);
  const open = useCallback((text: string) => carryOut(scanNext(text)), [carryOut]);
  const camera = useQrCamera(video, open);
  const read = useRunStep(useScanPhoto());

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) await read(file);
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
