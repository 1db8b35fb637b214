import { useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { FocusButton } from './focus-button';
import { usePageReady } from '../shell/page-context';
import { href } from '@src/routes/href';

/** Shown by pages that need a logged-in user. */
export function LoginPrompt({ title }: { title: string }) {
  const t = useT();
  const navigate = useTvNavigate();
  const go = useCallback(() => navigate(href('Login')), [navigate]);
  usePageReady(true);
  return (
    <FocusSection focusKey="login-prompt">
      <div className="tv-page-title">{title}</div>
      <div style={{ fontSize: '0.3rem', color: '#9aa0ab', margin: '0.6rem 0 0.4rem' }}>{t('common.loginRequired')}</div>
      <FocusButton id="go-login" label={t('common.goLogin')} onPress={go} />
    </FocusSection>
  );
}
