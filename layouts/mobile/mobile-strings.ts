// Simplified Chinese strings of the mobile layout that src/i18n/zh-CN.ts does not hold (yet).
// The lead can merge them into zh-CN.ts as a `mobile` group (same keys without the prefix);
// until then `text.ts` serves them from here (simplified only).
export const mobileStrings = {
  'mobile.pullPulling': '下拉刷新',
  'mobile.pullRelease': '释放立即刷新',
  'mobile.pullRefreshing': '正在刷新...',
  'mobile.areaCode': '区号',
  'mobile.accountInvalid': '账号长度需为3-64个字符',
  'mobile.notVip': '开通VIP，尊享9大特权',
  'mobile.allChannels': '全部频道',
  'mobile.sortHot': '最热',
  'mobile.sortNew': '最新',
  'mobile.sortScore': '高分',
  'mobile.noWatching': '还没有在追的内容',
  'mobile.noWatchingSub': '去首页发现好看的视频吧',
  'mobile.loggedOut': '已退出登录',
} as const;

export type MobileStringKey = keyof typeof mobileStrings;
