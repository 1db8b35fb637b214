import type { ReactNode } from 'react';
import { go, hrefOf } from '../router';

/** A console link: a real <a> (new tab, keyboard) that moves inside the page on a plain click. */
export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={hrefOf(to)}
      className={className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        go(to);
      }}
    >
      {children}
    </a>
  );
}
