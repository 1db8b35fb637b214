// Shield management texts (simplified Chinese) for src/i18n/zh-CN.ts (`shield.` keys).
export const shieldStrings = {
  title: '屏蔽管理',
  users: '屏蔽用户',
  keywords: '屏蔽关键词',
  addKeyword: '添加',
  keywordPlaceholder: '输入要屏蔽的关键词',
  remove: '移除',
  emptyUsers: '还没有屏蔽任何用户',
  emptyKeywords: '还没有屏蔽任何关键词',
  keywordEmpty: '请输入关键词',
  keywordTooLong: '关键词最多20个字',
  keywordExists: '该关键词已在屏蔽列表中',
  shieldUserDone: '已屏蔽该用户',
  needLogin: '登录后才能管理屏蔽列表',
} as const;
