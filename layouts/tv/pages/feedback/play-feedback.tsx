// Play feedback by remote (spec 002 §5): each group a row of focusable choices (OK toggles),
// the description field, and the submit button (shown disabled until the required groups are
// filled; OK on it then names the empty group for 1.5 s). Back goes back.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { DESCRIPTION_MAX, usePlayFeedbackForm } from '@src/features/feedback';
import { useTvNavigate } from '../../router/navigate';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import { ChoiceChip } from './choice-chip';
import './feedback.css';

export default function PlayFeedbackPage() {
  const { search } = useLocation();
  const navigate = useTvNavigate();
  const goBack = useCallback(() => navigate(-1), [navigate]);
  const f = usePlayFeedbackForm(search, goBack);
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{f.t('feedback.title')}</div>
      {f.groups.map((g) => (
        <FocusSection key={g.id} focusKey={`fb/${g.id}`} className="tv-fb-group" attrs={{ 'data-testid': `fb-group-${g.id}` }}>
          <div className="tv-section-title">{f.t(g.titleKey)}</div>
          {g.options.map((o) => (
            <ChoiceChip key={o} id={o} label={f.t(o)} on={f.choices[g.id].includes(o)} onToggle={() => f.toggle(g, o)} />
          ))}
        </FocusSection>
      ))}
      <FocusSection focusKey="fb/form" className="tv-fb-form">
        <TextField name="description" label={f.t('feedback.description')} value={f.description} onChange={f.setDescription} maxLength={DESCRIPTION_MAX} />
        <FocusButton id="submit" label={f.t('feedback.submit')} onPress={() => void f.submit()} className={f.canSubmit ? 'tv-fb-submit' : 'tv-fb-submit tv-fb-submit--off'} testId="fb-submit" />
      </FocusSection>
    </ScrollPane>
  );
}
