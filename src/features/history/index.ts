// Play history, a feature of its own: it binds the video family's contract (endpoint records
// built at load), which would reach the TV home's first screen through the catalog's index.
export { useHistoryVideos, usePlayRecordList } from './play-history';
