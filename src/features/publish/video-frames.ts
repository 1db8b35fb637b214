// The draft's frames list as a resource for /selectVideoPreview: read once per picked file and
// kept in the draft (framesList).
import { useResource } from '@src/data/use-resource';
import { extractFrames } from './frame-grab';
import { draftStore, setDraftFrames, useDraft } from './publish-draft';
import { fileIdentity } from './publish-machine';
import { publishKeys } from './publish-keys';

/** The frames list of the draft's video: read once per file (kept in the draft as framesList). */
export function useVideoFrames() {
  const video = useDraft((d) => d.video);
  return useResource(
    publishKeys.frames(video ? fileIdentity(video) : ''),
    async (signal) => {
      const have = draftStore.getState();
      if (have.video === video && have.frames.length) return have.frames;
      const frames = video ? await extractFrames(video, signal) : [];
      if (draftStore.getState().video === video) setDraftFrames(frames);
      return frames;
    },
    { enabled: !!video, isEmpty: (f) => f.length === 0 },
  );
}
