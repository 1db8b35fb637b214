export { miniChannelFrom, type TypeQuery } from './browse-data';
export { PRELOAD_AHEAD, LOAD_MORE_WITHIN, SWIPE_THRESHOLD, clampIndex, feedWindow, stepIndex, needsMore, swipeTarget } from './mini-feed';
export { useMiniVideoFeed } from './use-mini-video-feed';
export { useMoreFocus, useTypePage, typeQueryFrom, tagsOf } from './use-browse-lists';
export { useAlbum, albumKeyFrom, albumEpisodes } from './use-album';
export { usePlayDownload, playDownloadKeyFrom } from './use-play-download';
export { FeedVideo } from './feed-video';
