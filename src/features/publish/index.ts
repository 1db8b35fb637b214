// Dynamics: publishing (chunked resumable upload, spec 001 §4 and §7), its draft shared by the
// publish steps, the cover from frames of the video, the location, and reading dynamics.
export { usePublish, publishDraft } from './use-publish';
export type { PublishState } from './publish-machine';
export {
  useDraft, setDraftVideo, setDraftImages, setDraftCover, clearDraftCover, setDraftText, toggleDraftLabel, setDraftLocation, setDraftCategory, categoryCid, cidCategory, type VideoFrame
} from './publish-draft';
export { useMyDynamics, useUserDynamics, useDynamicDetail, usePublishPoint, useTrendLabels, dynamicState } from './dynamics-data';
export { grabVideoFrame, compressImage } from './cover-image';
export { useFrameChoice } from './use-frame-choice';
export { useVideoFrames } from './video-frames';
export { useNearbyPlaces, usePlaceSearch } from './location';
export { DYNAMIC_LOCATION_MAX, DYNAMIC_TEXT_MAX } from './publish-rules';
