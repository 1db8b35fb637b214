// The publish view model of both layouts' publish steps: one Publisher (the spec 001 §4 state
// machine) for the app, its state in a store so an upload goes on while the user moves between
// the steps (/publishDynamic, /previewDynamicVideo), the session's uid, and the browser's
// storage for resuming an interrupted upload. Cancel resets every publish state: the upload's
// and the draft's (spec 001 §4). Signing out or in as another user cancels what is in flight.
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { localGetJson, localSetJson } from '@src/lib/storage';
import { sessionStore, useSession } from '@src/stores/session';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { IDLE, Publisher, type PublishState, type ResumeStore } from './publish-machine';
import { apiTransport, type PublishTransport, type VideoFile } from './publish-transport';
import { draftHasContent, draftStore, resetDraft } from './publish-draft';

const RESUME_KEY = 'publishResume';

/** Interrupted uploads by file identity, so picking the same file again after a reload resumes it. */
export const localResumeStore: ResumeStore = {
  get: (id) => localGetJson<Record<string, VideoFile>>(RESUME_KEY, {})[id] ?? null,
  set: (id, file) => localSetJson(RESUME_KEY, { ...localGetJson<Record<string, VideoFile>>(RESUME_KEY, {}), [id]: file }),
  remove: (id) => {
    const all = localGetJson<Record<string, VideoFile>>(RESUME_KEY, {});
    delete all[id];
    localSetJson(RESUME_KEY, all);
  },
};

export const publishStore = createStore<PublishState>(() => IDLE);

let publisher: Publisher | null = null;
let publisherUid = 0;
let watchingSession = false;

function thePublisher(): Publisher {
  publisher ??= new Publisher(transport, localResumeStore, (s) => publishStore.setState(s, true));
  if (!watchingSession) {
    watchingSession = true;
    // Another user (or none) now: what the previous one was sending stops.
    sessionStore.subscribe((s) => {
      const uid = s.user?.id ?? 0;
      if (uid !== publisherUid && publishStore.getState().uploading) cancelPublish();
    });
  }
  return publisher;
}

let transport: PublishTransport = apiTransport;

/** Tests only: publish over a fake transport with a fresh machine. */
export function setPublishTransport(t: PublishTransport): void {
  transport = t;
  publisher = null;
  publishStore.setState(IDLE, true);
}

/** Publishes the draft. The draft is cleared once the dynamic exists. */
export async function publishDraft(): Promise<PublishState> {
  const d = draftStore.getState();
  const uid = sessionStore.getState().user?.id ?? 0;
  publisherUid = uid;
  const out = await thePublisher().publish(
    { video: d.video ?? undefined, cover: d.cover ?? undefined, images: d.images, description: d.description.trim(), labels: d.labels, location: d.location, category: d.category },
    uid,
  );
  if (out.trendId) {
    resetDraft();
    void invalidateAfterWrite(WRITE_TOUCHES.trend());
  }
  return out;
}

/** Aborts what is in flight and resets every publish state, the draft's included. */
export function cancelPublish(): void {
  (publisher ?? thePublisher()).cancel();
  resetDraft();
}

export interface PublishModel {
  state: PublishState;
  loggedIn: boolean;
  /** False when there is nothing to send: the view shows dynamics.needContent. */
  canSend(): boolean;
  publish(): Promise<PublishState>;
  cancel(): void;
}

export function usePublish(): PublishModel {
  const state = useStore(publishStore);
  const loggedIn = useSession((s) => !!s.user);
  // Leaving the form after a finished publish: the next visit starts a new one.
  useEffect(
    () => () => {
      const s = publishStore.getState();
      if (!s.uploading && s.trendId) publishStore.setState(IDLE, true);
    },
    [],
  );
  return {
    state,
    loggedIn,
    canSend: () => draftHasContent(draftStore.getState()),
    publish: publishDraft,
    cancel: cancelPublish,
  };
}
