import type { TabName } from './tab-rules';

// Outline icons; the active tab fills them through `currentColor` + the is-active class.
const paths: Record<TabName, string> = {
  home: 'M4 11 12 4l8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z',
  discovery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  vip: 'M3 7l4.5 4L12 5l4.5 6L21 7l-2 11H5z',
  rank: 'M12 3c1 3 4 5 4 9a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-8zM7 21h10',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm-7 16c1-4 4-6 7-6s6 2 7 6',
};

export function TabIcon({ name }: { name: TabName }) {
  return (
    <svg className="m-tabbar-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
