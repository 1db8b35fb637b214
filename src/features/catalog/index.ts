export { PAGE_SIZE, loadNavigation, loadWatching, type HomeRow } from './catalog-data';
export {
  useHomeRows, useWatching, prefetchHome, useNavigation, useHotKeywords, useDiscoveryList, useRankList, useCategoryList, useSearchList,
  useHomeSections, homeSectionsPage, type HomePage, type Sort,
} from './catalog-lists';
export { useKeyboardSearch, type KeyboardSearch } from './keyboard-search';

// Input limits of this area's forms (one number for the input and the server's check).
export { SEARCH_KEYWORD_MAX_CHARS } from '@src/api/contract/limits';
