// Dynamics: publishing (chunked resumable upload, spec 001 §4 and §7) and reading dynamics.
export { usePublish, type PublishModel } from './use-publish';
export type { PublishDraft, PublishState } from './publish-machine';
export { useMyDynamics, useDynamicDetail, useTrendLabels, usePublishPoint, dynamicState } from './dynamics-data';
export { grabVideoFrame, compressImage } from './cover-image';
export { DYNAMIC_TEXT_MAX } from './publish-rules';
