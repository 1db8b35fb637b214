import type { ReactNode } from 'react';
import { NavBar, type NavBarProps } from '../nav-bar/nav-bar';
import { usePageContext } from '../../shell/page-context';
import './page.css';

export interface PageProps {
  children: ReactNode;
  /** Nav bar props; omit for pages without a nav bar (tab roots with their own header). */
  nav?: NavBarProps;
  /** Overrides the route name from the router context (tests, nested use). */
  name?: string;
  className?: string;
}

/**
 * Page root: a full-height column with an optional nav bar. Exposes data-page (route name) and
 * data-active: kept-alive pages stay in the DOM while hidden, so tests scope selectors with
 * `[data-page="X"][data-active="true"]`.
 */
export function Page({ children, nav, name, className }: PageProps) {
  const ctx = usePageContext();
  return (
    <div className={`m-page${className ? ` ${className}` : ''}`} data-page={name ?? ctx.name} data-active={ctx.active ? 'true' : 'false'}>
      {nav && <NavBar {...nav} />}
      {children}
    </div>
  );
}
