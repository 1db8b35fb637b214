// /complaint on TV: quick reasons, a reason field the platform keyboard opens, submit; success
// shows the report-received dialog and goes back. (Images are a phone feature: a TV has none.)
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { COMPLAINT_QUICK_REASONS, REPORT_REASON_MAX_CHARS, useComplaint } from '@src/features/messages';
import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvStep } from '../../components/use-tv-step';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import '../chat/chat.css';

function Form({ uid, messageId }: { uid: number; messageId: number }) {
  const t = useT();
  const { reason, setReason, step } = useComplaint(uid, messageId);
  const { submit } = useTvStep(step, { toastProblem: true });
  usePageReady(true);
  return (
    <div>
      <div className="tv-page-title">{t('routes.complaint')}</div>
      <FocusSection focusKey="complaint/quick" className="tv-chat-quick">
        {COMPLAINT_QUICK_REASONS.map((k) => (
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
