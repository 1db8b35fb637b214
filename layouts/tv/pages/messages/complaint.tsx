// /complaint on TV: quick reasons, a reason field the platform keyboard opens, submit; success
// shows the report-received dialog and goes back. (Images are a phone feature: a TV has none.)
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { complaintProblem, REPORT_REASON_MAX_CHARS, submitComplaint } from '@src/features/messages';
import { t as tt, useT, type MessageKey } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { openDialog, toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import '../chat/chat.css';

const QUICK: readonly MessageKey[] = ['complaint.quick1', 'complaint.quick2', 'complaint.quick3', 'complaint.quick4'];

function Form({ uid, messageId }: { uid: number; messageId: number }) {
  const t = useT();
  const navigate = useTvNavigate();
  const [reason, setReason] = useState('');
  usePageReady(true);
  const submit = useCallback(async () => {
    const problem = complaintProblem(reason);
    if (problem) {
      toast(tt(problem));
      return;
    }
    try {
      await submitComplaint(uid, reason, [], messageId);
      await openDialog({ title: tt('dialogs.reportReceivedTitle'), message: tt('dialogs.reportReceivedContent'), buttons: [{ text: tt('dialogs.reportReceivedButton'), value: 'ok' }] });
      navigate(-1);
    } catch {
      // the request layer showed the server's message
    }
  }, [reason, uid, messageId, navigate]);
  return (
    <div>
      <div className="tv-page-title">{t('routes.complaint')}</div>
      <FocusSection focusKey="complaint/quick" className="tv-chat-quick">
        {QUICK.map((k) => (
          <FocusButton key={k} id={k} label={t(k)} onPress={() => setReason(t(k))} />
        ))}
      </FocusSection>
      <FocusSection focusKey="complaint/form" className="tv-form">
        <TextField name="reason" label={t('complaint.reason')} value={reason} onChange={setReason} placeholder={t('complaint.placeholder')} maxLength={REPORT_REASON_MAX_CHARS} />
        <FocusButton id="submit" label={t('complaint.submit')} onPress={() => void submit()} testId="complaint-submit" />
      </FocusSection>
    </div>
  );
}

export default function ComplaintPage() {
  const t = useT();
  const { search } = useLocation();
  const q = new URLSearchParams(search);
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.complaint')} />;
  return <Form key={`${uid}:${q.get('uid')}`} uid={Number(q.get('uid')) || 0} messageId={Number(q.get('messageId')) || 0} />;
}
