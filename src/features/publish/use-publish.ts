// The publish view model both layouts' publish page uses: the Publisher state machine bound to
// React state, the session's uid and the browser's storage for resuming an interrupted upload.
import { useEffect, useMemo, useState } from 'react';
import { localGetJson, localSetJson } from '@src/lib/storage';
import { sessionStore, useSession } from '@src/stores/session';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { IDLE, Publisher, type PublishDraft, type PublishState, type ResumeStore } from './publish-machine';
import { apiTransport, type VideoFile } from './publish-transport';

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

export interface PublishModel {
  state: PublishState;
  loggedIn: boolean;
  publish(draft: PublishDraft): Promise<PublishState>;
  cancel(): void;
}

export function usePublish(): PublishModel {
  const [state, setState] = useState<PublishState>(IDLE);
  const loggedIn = useSession((s) => !!s.user);
  const publisher = useMemo(() => new Publisher(apiTransport, localResumeStore, setState), []);
  // Leaving the page aborts what is in flight.
  useEffect(() => () => publisher.cancel(), [publisher]);
  return {
    state,
    loggedIn,
    cancel: () => publisher.cancel(),
    publish: async (draft) => {
      const uid = sessionStore.getState().user?.id ?? 0;
      const out = await publisher.publish(draft, uid);
      if (out.trendId) void invalidateAfterWrite(WRITE_TOUCHES.trend());
      return out;
    },
  };
}
