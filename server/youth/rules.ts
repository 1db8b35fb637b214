// The youth rules as figures and texts: the local day and night of the server's zone, and the
// Chinese reason of every refusal.
import { YOUTH_DAILY_SECONDS, YOUTH_NIGHT_END_HOUR, YOUTH_NIGHT_START_HOUR } from '../../src/api/contract/youth';

/**
 * The zone of the day limit and the night hours: China Standard Time (UTC+8, no daylight saving),
 * the product's market; the server's own zone setting is not used so that every host agrees.
 */
export const YOUTH_UTC_OFFSET_S = 8 * 3600;

/** The local day number (days since the epoch in the youth zone) of unix second `s`. */
export const localDay = (s: number) => Math.floor((s + YOUTH_UTC_OFFSET_S) / 86400);

/** The local hour (0-23) of unix second `s`. */
export const localHour = (s: number) => Math.floor(((s + YOUTH_UTC_OFFSET_S) % 86400) / 3600);

export const isNight = (s: number) => {
  const h = localHour(s);
  return h >= YOUTH_NIGHT_START_HOUR || h < YOUTH_NIGHT_END_HOUR;
};

export const YOUTH_MSG = {
  night: `青少年模式下，每日${YOUTH_NIGHT_START_HOUR}:00至次日0${YOUTH_NIGHT_END_HOUR}:00无法使用`,
  limit: `青少年模式下每日可使用${YOUTH_DAILY_SECONDS / 60}分钟，今日时长已用完`,
  unsuitable: '青少年模式下无法观看该内容',
  pay: '青少年模式下无法充值或支付',
  gold: '青少年模式下无法使用金币',
  chat: '青少年模式下只能和好友私信',
  barrage: '青少年模式下无法发送弹幕',
  publish: '青少年模式下无法发布内容',
  noDevice: '无法识别当前设备，请登录后再开启青少年模式',
  alreadyOn: '青少年模式已开启',
  notOn: '青少年模式未开启',
  locked: '密码错误次数过多，请1小时后再试',
  noContact: '账号未绑定已验证的手机或邮箱，无法找回密码',
} as const;

export const wrongPinMsg = (left: number) => `密码错误，还可尝试${left}次`;
