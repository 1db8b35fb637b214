// Watch start-up in one place (issue 31 point 4; docs/watch-start-up.md): from focus on a poster,
// OK or a cold load of /watch to the page that takes the started stream. Only tiny modules are
// exported here (the entry and the TV's posters carry them); the warm-up, the priming and the
// Player they start load when needed.
export { offerStart, withdrawStart, chooseStart, claimStart, dropStart, enableWarmup } from './hand-off';
export { coldStart, isWatchPath, withWatchStart } from './cold-start';
