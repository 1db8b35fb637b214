// Play feedback on the phone (spec 002 §5): the three groups as chips, the description, and a
// submit that looks disabled until the required groups are filled (a tap then names the empty
// group for 1.5 s). Labels in traditional Chinese with ?language=zh-TW.
import { useLocation } from 'react-router-dom';
import { DESCRIPTION_MAX, charCount, usePlayFeedbackForm } from '@src/features/feedback';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useBack } from '../../components/nav-bar/use-back';
import './feedback.css';

export default function PlayFeedbackPage() {
  const { search } = useLocation();
  const f = usePlayFeedbackForm(search, useBack());
  return (
    <Page nav={{ title: f.t('feedback.title') }}>
      <ScrollArea>
        <form
          className="m-fb"
          onSubmit={(e) => {
            e.preventDefault();
            void f.submit();
          }}
        >
          {f.groups.map((g) => (
            <fieldset key={g.id} className="m-fb-group" data-testid={`fb-group-${g.id}`}>
              <legend className="m-fb-legend">{f.t(g.titleKey)}</legend>
              <div className="m-fb-options">
                {g.options.map((o) => {
                  const on = f.choices[g.id].includes(o);
                  return (
                    <button key={o} type="button" className={on ? 'm-fb-chip m-fb-chip--on' : 'm-fb-chip'} aria-pressed={on} data-option={o} onClick={() => f.toggle(g, o)}>
                      {f.t(o)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <label className="m-fb-legend" htmlFor="fb-description">
            {f.t('feedback.description')}
          </label>
          <textarea id="fb-description" className="m-fb-text" data-testid="fb-description" rows={4} value={f.description} onChange={(e) => f.setDescription(e.target.value)} />
          <div className="m-fb-count">
            {charCount(f.description)}/{DESCRIPTION_MAX}
          </div>
          <button type="submit" className="m-btn m-btn--block" data-testid="fb-submit" aria-disabled={!f.canSubmit} data-disabled={!f.canSubmit}>
            {f.t('feedback.submit')}
          </button>
        </form>
      </ScrollArea>
    </Page>
  );
}
