export { PAGE_SIZE, type HomeRow } from './catalog-data';
export {
  useHomeRows, useWatching, prefetchHome, useNavigation, useHotKeywords, useDiscoveryList, useRankList, useCategoryList, useSearchList,
  useHomeSections, mergeSections, type Sort,
} from './catalog-lists';
