// Small inline SVG icons for both layouts. Emoji and symbol glyphs show as empty boxes on TVs and
// headless browsers without an emoji font; an SVG draws the same everywhere. Icons are 1em
// square in currentColor, so they take the size and colour of the text around them, and are
// hidden from screen readers (the control carries the words).
import type { ReactNode } from 'react';

type IconName = 'heart' | 'heart-outline' | 'thumb-up' | 'thumb-down' | 'check' | 'close' | 'gear' | 'menu' | 'play' | 'pause' | 'arrow-down' | 'star' | 'star-outline';

function Svg({ name, children }: { name: IconName; children: ReactNode }) {
  return (
    <svg className="icon" data-icon={name} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.125em' }}>
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const HEART = 'M12 20.5l-1.45-1.32C5.4 14.36 2 11.28 2 7.5 2 4.42 4.42 2 7.5 2c1.74 0 3.41.81 4.5 2.09C13.09 2.81 14.76 2 16.5 2 19.58 2 22 4.42 22 7.5c0 3.78-3.4 6.86-8.55 11.54L12 20.5z';
const THUMB = 'M2 21h4V9H2v12zm20-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L13.17 1 6.59 7.59C6.22 7.95 6 8.45 6 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z';

/** Liked (filled) or not (outline). */
export function HeartIcon({ filled }: { filled: boolean }) {
  return filled ? (
    <Svg name="heart">
      <path d={HEART} fill="currentColor" />
    </Svg>
  ) : (
    <Svg name="heart-outline">
      <path d={HEART} {...stroke} />
    </Svg>
  );
}

export function ThumbUpIcon() {
  return (
    <Svg name="thumb-up">
      <path d={THUMB} fill="currentColor" />
    </Svg>
  );
}

export function ThumbDownIcon() {
  return (
    <Svg name="thumb-down">
      <path d={THUMB} fill="currentColor" transform="rotate(180 12 12)" />
    </Svg>
  );
}

export function CheckIcon() {
  return (
    <Svg name="check">
      <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} />
    </Svg>
  );
}

export function CloseIcon() {
  return (
    <Svg name="close">
      <path d="M6 6l12 12M18 6L6 18" {...stroke} />
    </Svg>
  );
}

export function GearIcon() {
  return (
    <Svg name="gear">
      <circle cx="12" cy="12" r="3.2" {...stroke} />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" {...stroke} />
    </Svg>
  );
}

export function MenuIcon() {
  return (
    <Svg name="menu">
      <path d="M4 6h16M4 12h16M4 18h16" {...stroke} />
    </Svg>
  );
}

export function PlayIcon() {
  return (
    <Svg name="play">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </Svg>
  );
}

export function PauseIcon() {
  return (
    <Svg name="pause">
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />
    </Svg>
  );
}

export function ArrowDownIcon() {
  return (
    <Svg name="arrow-down">
      <path d="M12 4v15M6 13l6 6 6-6" {...stroke} />
    </Svg>
  );
}

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

/** A rating star: filled up to the score, outline beyond it. */
export function StarIcon({ filled }: { filled: boolean }) {
  return filled ? (
    <Svg name="star">
      <path d={STAR} fill="currentColor" />
    </Svg>
  ) : (
    <Svg name="star-outline">
      <path d={STAR} {...stroke} />
    </Svg>
  );
}
