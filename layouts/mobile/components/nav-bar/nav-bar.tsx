import type { ReactNode } from 'react';
import { useBack } from './use-back';
import { useMt } from '../../text';
import './nav-bar.css';

export interface NavBarProps {
  title?: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  /** Where the back arrow goes instead of the previous page. */
  fallback?: string;
  /** Replaces what the back arrow does (a page inside the app's webview may close the shell). */
  onBack?: () => void;
  right?: ReactNode;
}

export function NavBar({ title, back = true, fallback, onBack: override, right }: NavBarProps) {
  const goBack = useBack(fallback);
  const onBack = override ?? goBack;
  const t = useMt();
  return (
    <header className="m-nav">
      {back ? (
        <button type="button" className="m-nav-back" aria-label={t('common.back')} data-testid="nav-back" onClick={onBack}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : (
        <span className="m-nav-side" />
      )}
      <h1 className="m-nav-title">{title}</h1>
      <span className="m-nav-side m-nav-right">{right}</span>
    </header>
  );
}
