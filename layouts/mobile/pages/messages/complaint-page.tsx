// /complaint?uid&messageId: report a user (or one of their messages) with a reason, quick
// reasons and up to 4 images; success shows the report-received dialog and goes back.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPLAINT_QUICK_REASONS, REPORT_REASON_MAX_CHARS, useComplaint } from '@src/features/messages';
import { useRunStep } from '../../shell/use-run-step';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import './messages.css';

function Form({ uid, messageId }: { uid: number; messageId: number }) {
  const t = useMt();
  const { reason, setReason, files, addFile, canAddFile, step } = useComplaint(uid, messageId);
  const busy = step.busy;
  const submit = useRunStep(step);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  return (
    <div className="m-scroll m-form">
      <label htmlFor="complaint-reason">{t('complaint.reason')}</label>
      <div className="m-chips">
        {COMPLAINT_QUICK_REASONS.map((k) => (
          <button key={k} type="button" className="m-chip" onClick={() => setReason(t(k))}>
            {t(k)}
          </button>
        ))}
      </div>
      <textarea id="complaint-reason" data-testid="complaint-reason" value={reason} maxLength={REPORT_REASON_MAX_CHARS} placeholder={t('complaint.placeholder')} onChange={(e) => setReason(e.currentTarget.value)} />
      <div className="m-thumbs">
        {previews.map((p) => (
          <img key={p} src={p} alt="" />
        ))}
        {canAddFile && (
          <label className="m-chip">
            {t('complaint.addImage')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              hidden
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (f) addFile(f);
              }}
            />
          </label>
        )}
      </div>
      <button type="button" className="m-btn" data-testid="complaint-submit" disabled={busy} onClick={() => void submit()}>
        {t('complaint.submit')}
      </button>
    </div>
  );
}

export default function ComplaintPage() {
  const t = useMt();
  const [params] = useSearchParams();
  const uid = Number(params.get('uid')) || 0;
  const messageId = Number(params.get('messageId')) || 0;
  return (
    <Page nav={{ title: t('routes.complaint') }}>
      <LoginGate>{(me) => <Form key={`${me}:${uid}`} uid={uid} messageId={messageId} />}</LoginGate>
    </Page>
  );
}
