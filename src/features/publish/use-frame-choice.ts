// /selectVideoPreview's choice: the chosen frame of the picked video is drawn full size (JPEG 0.8)
// and becomes the draft's cover. One at a time (a drawing takes a moment); the view then goes
// back to the publish form.
import { done, stay, useStep } from '@src/data/use-step';
import { frameCover } from './frame-grab';
import { draftStore, setDraftCover } from './publish-draft';

export function useFrameChoice() {
  return useStep(async (at: number) => {
    const file = draftStore.getState().video;
    if (!file) return stay(null);
    setDraftCover(await frameCover(file, at), 'frame', at);
    return done();
  });
}
