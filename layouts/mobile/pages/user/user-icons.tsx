// Line icons of the mine page shortcuts (SVG, so they never depend on an emoji font).
const PATHS = {
  history: 'M12 4a8 8 0 1 1-8 8M12 8v4l3 2M4 6v4h4',
  watching: 'M4 6h16v12H4zM10 9l5 3-5 3z',
  collection: 'M12 4l2.4 5 5.6.8-4 3.9.9 5.5L12 16.6 7.1 19.2 8 13.7 4 9.8 9.6 9z',
  message: 'M4 6h16v11H9l-5 3zM8 10h8M8 13h5',
  help: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM9.8 9.5a2.3 2.3 0 1 1 3.2 2.1c-.7.3-1 .8-1 1.5M12 16v.5',
  signIn: 'M5 6h14v14H5zM5 10h14M9 4v4M15 4v4M9 15l2 2 4-4',
  task: 'M6 4h12v16H6zM9 9h6M9 13h6M9 17h3',
  newHand: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  gold: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 8v8M9.5 10.5h4a1.5 1.5 0 0 1 0 3h-3',
  level: 'M12 3l7 4v5c0 4-3 7-7 9-4-2-7-5-7-9V7zM9 12l2 2 4-4',
  vote: 'M12 4l2.4 5 5.6.8-4 3.9.9 5.5L12 16.6zM12 4v12.6',
  records: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  invite: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M18 8v6M15 11h6',
  code: 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM10 7v12',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-8 8-8M15 20l5-5-2-2-5 5v2z',
  security: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM10 11V9.5a2 2 0 0 1 4 0V11M9 11h6v5H9z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1',
} as const;

export type UserIconName = keyof typeof PATHS;

export function UserIcon({ name }: { name: UserIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
