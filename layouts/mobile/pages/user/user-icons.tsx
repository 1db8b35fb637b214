// Line icons of the mine page shortcuts (SVG, so they never depend on an emoji font).
const PATHS = {
  history: 'M12 4a8 8 0 1 1-8 8M12 8v4l3 2M4 6v4h4',
  watching: 'M4 6h16v12H4zM10 9l5 3-5 3z',
  collection: 'M12 4l2.4 5 5.6.8-4 3.9.9 5.5L12 16.6 7.1 19.2 8 13.7 4 9.8 9.6 9z',
  message: 'M4 6h16v11H9l-5 3zM8 10h8M8 13h5',
  help: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM9.8 9.5a2.3 2.3 0 1 1 3.2 2.1c-.7.3-1 .8-1 1.5M12 16v.5',
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
