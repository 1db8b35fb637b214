export { miniChannelFrom, type MiniChannel, type TypeQuery } from './browse-data';
export { PRELOAD_AHEAD, LOAD_MORE_WITHIN, SWIPE_THRESHOLD, clampIndex, feedWindow, stepIndex, needsMore, swipeTarget } from './mini-feed';
export { useMiniVideoFeed, MINI_PAGE_SIZE, type MiniVideoFeed } from './use-mini-video-feed';
export { useMoreFocus, useTypePage, typeQueryFrom, tagsOf, TYPE_TAGS_MAX, type TypeChoice } from './use-browse-lists';
export { useAlbum, albumKeyFrom, albumEpisodes, type AlbumEpisode } from './use-album';
export { usePlayDownload, playDownloadKeyFrom } from './use-play-download';
export { FeedVideo } from './feed-video';
