// TV-only texts not yet in src/i18n/zh-CN.ts (simplified Chinese). To be merged into the
// `tv` group of zh-CN.ts by the lead; until then read through tvText().
export const tvStrings = {
  exitTitle: '确定要退出吗？',
  exitConfirm: '退出',
  exitCancel: '再看看',
  notAvailableTitle: '暂未开放',
  notAvailableSub: '该页面将在后续版本提供',
  keyboardClear: '清空',
  keyboardDelete: '删除',
  searchHint: '输入片名首字母或关键词',
  logoutDone: '已退出登录',
  hello: '你好，{name}',
  vipLevel: 'VIP{n}',
  loadMore: '加载更多',
  on: '开',
  off: '关',
} as const;

export type TvStringKey = keyof typeof tvStrings;

export function tvText(key: TvStringKey, params?: Record<string, string | number>): string {
  const text: string = tvStrings[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
