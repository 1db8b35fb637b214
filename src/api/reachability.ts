// Whether the API answers, as the request layer and the socket see it (issue 40): a refused or
// timed-out request, or a socket that lost its connection, marks it down; the first reply of
// the API after that tells the listeners it is back. The app socket listens, so it reconnects
// as soon as an HTTP request gets through again instead of at its next backoff attempt (up to
// about 15 s later). Here, below both, so neither imports the other.

import { Emitter } from '../lib/events';

let down = false;
const events = new Emitter<{ back: void }>('reachability');

/** A request could not reach the API, or the socket lost it. */
export function noteApiDown(): void {
  down = true;
}

/** The API answered a request (any envelope, an error's included). */
export function noteApiAnswered(): void {
  if (!down) return;
  down = false;
  events.emit('back', undefined);
}

/** Calls `fn` on every first answer after the API was down; returns the unsubscribe. */
export function onApiBack(fn: () => void): () => void {
  return events.on('back', fn);
}
