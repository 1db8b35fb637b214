// /complaint?uid&messageId: report a user (or one of their messages) with a reason, quick
// reasons and up to 4 images; success shows the report-received dialog and goes back.
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COMPLAINT_MAX_IMAGES, REPORT_REASON_MAX_CHARS, complaintProblem, submitComplaint } from '@src/features/messages';
import { t as tt, type MessageKey } from '@src/i18n';
import { openDialog, toast } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import './messages.css';
import { useAction } from '@src/data/use-action';

const QUICK: readonly MessageKey[] = ['complaint.quick1', 'complaint.quick2', 'complaint.quick3', 'complaint.quick4'];

function Form({ uid, messageId }: { uid: number; messageId: number }) {
  const t = useMt();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  // The request layer shows the server's message of a failure; the form keeps its input.
  const send = useAction(async () => {
    await submitComplaint(uid, reason, files, messageId);
    await openDialog({ title: tt('dialogs.reportReceivedTitle'), message: tt('dialogs.reportReceivedContent'), buttons: [{ text: tt('dialogs.reportReceivedButton'), value: 'ok' }] });
    navigate(-1);
  });
  const busy = send.busy;
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  const submit = async () => {
    const problem = complaintProblem(reason);
    if (problem) {
      toast(tt(problem));
      return;
    }
    await send.run();
  };
  return (
    <div className="m-scroll m-form">
      <label htmlFor="complaint-reason">{t('complaint.reason')}</label>
      <div className="m-chips">
        {QUICK.map((k) => (
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
        {files.length < COMPLAINT_MAX_IMAGES && (
          <label className="m-chip">
            {t('complaint.addImage')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              hidden
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (f) setFiles((x) => [...x, f].slice(0, COMPLAINT_MAX_IMAGES));
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
