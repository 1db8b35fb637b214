// Online feedback by remote (/feedback, AddSuggestion): the type as focusable choices, the
// text and the contact as fields the platform keyboard fills, and submit.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { SUGGESTION_CONTACT_MAX, SUGGESTION_CONTENT_MAX, SUGGESTION_TYPES, useSuggestionForm } from '@src/features/feedback';
import { useT } from '@src/i18n';
import { useTvNavigate } from '../../router/navigate';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import { ChoiceChip } from './choice-chip';
import './feedback.css';

export default function FeedbackPage() {
  const t = useT();
  const { search } = useLocation();
  const navigate = useTvNavigate();
  const goBack = useCallback(() => navigate(-1), [navigate]);
  const f = useSuggestionForm(search, goBack);
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.feedback')}</div>
      <FocusSection focusKey="sg/type" className="tv-fb-group">
        <div className="tv-section-title">{t('suggestion.type')}</div>
        {SUGGESTION_TYPES.map((ty) => (
          <ChoiceChip key={ty.value} id={`type-${ty.value}`} label={t(ty.labelKey)} on={f.form.type === ty.value} onToggle={() => f.update({ type: ty.value })} />
        ))}
      </FocusSection>
      <FocusSection focusKey="sg/form" className="tv-fb-form">
        <TextField name="content" label={t('suggestion.content')} placeholder={t('suggestion.contentPlaceholder')} value={f.form.content} onChange={(v) => f.update({ content: v })} maxLength={SUGGESTION_CONTENT_MAX} />
        <TextField name="contact" label={t('suggestion.contact')} placeholder={t('suggestion.contactPlaceholder')} value={f.form.contact} onChange={(v) => f.update({ contact: v })} maxLength={SUGGESTION_CONTACT_MAX} />
        <FocusButton id="submit" label={t('suggestion.submit')} onPress={() => void f.submit()} className={f.problem === null ? 'tv-fb-submit' : 'tv-fb-submit tv-fb-submit--off'} testId="sg-submit" />
      </FocusSection>
    </ScrollPane>
  );
}
