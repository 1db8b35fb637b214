// Play on the TV (issue 30 point 2, 投屏): the phone's picker and remote (useHandoff), the TV
// watch page's link for the TV's listener (useHandoffWatchLink). The TV shell starts the
// listener through use-tv-handoff.ts, a first-screen module of its own.
export { useHandoff, type HandoffModel } from './use-handoff';
export { useHandoffWatchLink } from './tv-link';
export { hs } from './handoff-text';
