// Online feedback on the phone (/feedback, AddSuggestion): a type, the text, images (for a
// signed-in user, as on /complaint) and a contact, with the contract's limits; the server's
// message is shown, then the page goes back.
import { useLocation } from 'react-router-dom';
import { SUGGESTION_CONTACT_MAX, SUGGESTION_CONTENT_MAX, SUGGESTION_TYPES, charCount, useSuggestionForm } from '@src/features/feedback';
import { CloseIcon } from '@src/icons/icons';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useBack } from '../../components/nav-bar/use-back';
import { useMt } from '../../text';
import './feedback.css';

export default function FeedbackPage() {
  const t = useMt();
  const { search } = useLocation();
  const f = useSuggestionForm(search, useBack());
  return (
    <Page nav={{ title: t('routes.feedback') }}>
      <ScrollArea>
        <form
          className="m-fb"
          onSubmit={(e) => {
            e.preventDefault();
            void f.submit();
          }}
        >
          <fieldset className="m-fb-group">
            <legend className="m-fb-legend">{t('suggestion.type')}</legend>
            <div className="m-fb-options">
              {SUGGESTION_TYPES.map((ty) => (
                <button key={ty.value} type="button" className={f.form.type === ty.value ? 'm-fb-chip m-fb-chip--on' : 'm-fb-chip'} aria-pressed={f.form.type === ty.value} onClick={() => f.update({ type: ty.value })}>
                  {t(ty.labelKey)}
                </button>
              ))}
            </div>
          </fieldset>
          <label className="m-fb-legend" htmlFor="sg-content">
            {t('suggestion.content')}
          </label>
          <textarea id="sg-content" className="m-fb-text" data-testid="sg-content" rows={6} placeholder={t('suggestion.contentPlaceholder')} value={f.form.content} onChange={(e) => f.update({ content: e.target.value })} />
          <div className={charCount(f.form.content) > SUGGESTION_CONTENT_MAX ? 'm-fb-count m-fb-count--over' : 'm-fb-count'}>
            {charCount(f.form.content)}/{SUGGESTION_CONTENT_MAX}
          </div>
          {(f.canAttach || f.form.images.length > 0) && (
            <fieldset className="m-fb-group">
              <legend className="m-fb-legend">{t('suggestion.images')}</legend>
              <div className="m-fb-thumbs" data-testid="sg-images">
                {f.form.images.map((img) => (
                  <div key={img.path} className="m-fb-thumb">
                    <img src={img.preview} alt="" />
                    <button type="button" className="m-fb-thumb-remove" aria-label={t('suggestion.removeImage')} onClick={() => f.removeImage(img.path)}>
                      <CloseIcon />
                    </button>
                  </div>
                ))}
                {f.canAttach && (
                  <label className="m-fb-chip m-fb-add" aria-busy={f.uploading}>
                    {t('suggestion.addImage')}
                    <input
                      type="file"
                      accept="image/*"
                      hidden
                      data-testid="sg-image-input"
                      disabled={f.uploading}
                      onChange={(e) => {
                        const file = e.currentTarget.files?.[0];
                        e.currentTarget.value = '';
                        if (file) void f.addImage(file);
                      }}
                    />
                  </label>
                )}
              </div>
            </fieldset>
          )}
          <label className="m-fb-legend" htmlFor="sg-contact">
            {t('suggestion.contact')}
          </label>
          <input id="sg-contact" className="m-fb-input" data-testid="sg-contact" placeholder={t('suggestion.contactPlaceholder')} value={f.form.contact} maxLength={SUGGESTION_CONTACT_MAX} onChange={(e) => f.update({ contact: e.target.value })} />
          <button type="submit" className="m-btn m-btn--block" data-testid="sg-submit" aria-disabled={f.problem !== null || f.sending || f.uploading}>
            {t('suggestion.submit')}
          </button>
        </form>
      </ScrollArea>
    </Page>
  );
}
