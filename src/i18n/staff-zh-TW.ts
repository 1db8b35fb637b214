// The console's traditional texts. This file's body is REPLACED at build time by
// vite-plugin-traditional.ts with staff-zh-CN.ts converted by OpenCC (cn -> tw).
import staffZhCN, { type StaffMessages } from './staff-zh-CN';

const staffZhTW: StaffMessages = staffZhCN;
export default staffZhTW;
