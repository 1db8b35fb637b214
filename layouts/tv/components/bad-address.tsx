// A bad address on TV (issue 42): what is wrong with it (a missing parameter, or one that names
// nothing) and the way back, focused on arrival; Back does the same through the shell. One
// button only: the page says so to the crawl (data-nothing-to-move).
import { useCallback, useEffect } from 'react';
import { focusKey } from '@focus/focus-actions';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { badAddressText } from '@src/routes/needs';
import { ROUTE_BY_NAME } from '@src/routes/table';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { useTvNavigate } from '../router/navigate';
import { usePage, usePageReady } from '../shell/page-context';
import { FocusButton } from './focus-button';

export function BadAddress({ kind }: { kind: 'missing' | 'not-found' }) {
  const t = useT();
  const { name, active, sectionKey } = usePage();
  const navigate = useTvNavigate();
  const text = badAddressText(ROUTE_BY_NAME[name], kind);
  const back = useCallback(() => {
    if (historyIndex() > 0) navigate(-1);
    else navigate(href('Home'), { replace: true });
  }, [navigate]);
  usePageReady(true);
  // Focus comes here even from a kept page's control that still exists (the home's rows).
  useEffect(() => {
    if (active) void focusKey(`${sectionKey}/bad-address`);
  }, [active, sectionKey]);
  return (
    <FocusSection focusKey="bad-address">
      <div className="tv-bad-address" data-testid="bad-address" data-kind={kind} data-nothing-to-move="bad-address" style={{ textAlign: 'center', paddingTop: '1.6rem' }}>
        <div style={{ fontSize: '0.4rem', color: '#fff', marginBottom: '0.2rem' }} data-testid="bad-address-text">
          {t(text.key, text.what ? { what: t(text.what) } : undefined)}
        </div>
        <div style={{ fontSize: '0.28rem', color: '#9aa0ab', marginBottom: '0.6rem' }}>{t('errors.paramSub')}</div>
        <FocusButton id="bad-address-back" label={t('common.back')} onPress={back} testId="bad-address-back" />
      </div>
    </FocusSection>
  );
}
