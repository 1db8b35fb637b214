import { useMt } from '../../text';
import './loading.css';

/** Global request overlay (spec 001 §2 "正在加载"); sits on the 4000 overlay layer. */
export function LoadingMask({ visible }: { visible: boolean }) {
  const t = useMt();
  if (!visible) return null;
  return (
    <div className="m-loading-mask" data-testid="loading-mask" role="alert" aria-busy="true">
      <div className="m-loading-box">
        <span className="m-spinner m-spinner--lg" aria-hidden="true" />
        <span>{t('loading.text')}</span>
      </div>
    </div>
  );
}
