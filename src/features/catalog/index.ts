export { PAGE_SIZE, type HomeRow } from './catalog-data';
export {
  useHomeRows, useWatching, prefetchHome, useNavigation, useHotKeywords, useDiscoveryList, useRankList, useCategoryList, useSearchList,
  usePlayRecordList, useHistoryVideos, useHomeSections, mergeSections, type Sort,
} from './catalog-lists';
