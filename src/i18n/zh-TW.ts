// Traditional Chinese strings. This file's body is REPLACED at build time by
// vite-plugin-traditional.ts with zh-CN.ts converted by OpenCC (cn -> tw), and `converted`
// becomes true. Without the plugin it falls back to the simplified strings, which the
// runtime reports once in the console so a missing plugin is noticed.
import zhCN, { type Messages } from './zh-CN';

export const converted: boolean = false;
const zhTW: Messages = zhCN;
export default zhTW;
