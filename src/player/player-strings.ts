// Player texts in simplified Chinese, to be merged into src/i18n/zh-CN.ts by the lead
// (keys are prefixed `player.` there). Kept here so the core has no missing-key gaps.
export const playerStrings = {
  networkError: '网络异常，视频加载失败',
  mediaError: '视频解码失败，无法继续播放',
  otherError: '视频播放出错',
  stalled: '视频加载超时，请检查网络后重试',
  notSupported: '当前设备不支持播放该视频',
  retry: '重试',
  adJumpNotSupported: '暂不支持该类型跳转',
  skipIntro: '已为您跳过片头',
  nextEpisode: '即将播放下一集',
} as const;

export type PlayerStringKey = keyof typeof playerStrings;
