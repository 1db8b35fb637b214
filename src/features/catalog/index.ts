export {
  PAGE_SIZE, fetchHomeRecommend, fetchWatching, fetchNavigation, fetchDiscovery, fetchRank, fetchCategory, fetchSearch, fetchHotKeywords, fetchPlayRecords,
  loadHomeRows, loadWatching, loadDiscovery, loadRank, loadCategory, loadSearch, loadNavigation, loadHistory,
  type Page, type HomeRow,
} from './catalog-data';
