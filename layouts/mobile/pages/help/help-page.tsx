// Help centre on the phone (spec 002 §2): categories with their questions; a question opens
// /helpDetail with id, index and hideNavBar; coming back scrolls to the category tapped; the
// footer button opens /feedback. Also the touch version of /tvhelpCenter.
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useHelpCategories } from '@src/features/help';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { usePageContext } from '../../shell/page-context';
import { useMt } from '../../text';
import './help.css';

export default function HelpPage() {
  const t = useMt();
  const { search } = useLocation();
  const hideNavBar = new URLSearchParams(search).has('hideNavBar');
  const cats = useHelpCategories();
  const { active } = usePageContext();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const tapped = useRef<number | null>(null);

  // Back from an article: bring the category that was tapped to the top of the list.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!active || !box || tapped.current === null) return;
    const el = box.querySelector<HTMLElement>(`[data-category-index="${tapped.current}"]`);
    if (el) box.scrollTop = el.offsetTop - box.offsetTop;
  }, [active]);

  return (
    <Page nav={hideNavBar ? undefined : { title: t('help.title') }} className="m-help">
      <ScrollArea scrollRef={scrollRef}>
        <LoadingWrapper status={cats.status} onRefresh={cats.reload} emptyText={t('help.noCategories')}>
          {cats.data?.map((c, index) => (
            <section key={c.id} className="m-help-cat" data-category-index={index} data-testid="help-category">
              <h2 className="m-help-cat-title">{c.title}</h2>
              {c.sublist.map((q) => (
                <Link
                  key={q.id}
                  className="m-help-q"
                  data-testid="help-question"
                  to={href('HelpDetail', {}, { id: q.id, index, hideNavBar: hideNavBar ? 1 : undefined })}
                  onClick={() => (tapped.current = index)}
                >
                  {q.title}
                  <span aria-hidden="true">›</span>
                </Link>
              ))}
            </section>
          ))}
        </LoadingWrapper>
        <div className="m-help-footer">
          <Link className="m-btn m-btn--block" to={href('Feedback')} data-testid="help-feedback">
            {t('help.onlineFeedback')}
          </Link>
        </div>
      </ScrollArea>
    </Page>
  );
}
