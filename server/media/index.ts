// Media for the reference server: demo HLS streams and posters, importing a video into HLS,
// and the /media/* file routes.
export { ensureDemoMedia, plannedDemoStreams, demoStreamKey, DEFAULT_DEMO_COUNT, type DemoStream, type EnsureDemoMediaOptions } from './demo-media';
export { transcodeToHls, type TranscodeOptions } from './transcode-file';
export { registerMediaRoutes, type MediaRoutesOptions } from './media-routes';
export { inlineImages, INLINE_IMAGE_MAX_BYTES, type InlineImage } from './inline-image';
export { DEMO_POSTER_COUNT, posterFileName, POSTER_WIDTH, POSTER_HEIGHT } from './posters';
export { RENDITIONS, SEGMENT_SEC, type Rendition } from './renditions';
export { resolveFfmpeg } from './ffmpeg-binary';
