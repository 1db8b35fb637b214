import type { User } from '@src/api/contract/common';

export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 7, nickName: '小明', avatar: '', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, eDate: '', userNameRaw: 'xm', phone: '',
    AreaCode: '', email: '', sex: 1, introduce: '', level: 1, gold: 0, newWorks: false, totalMsgCount: 0, bigV: false, kefu: false,
    token: { uid: 7, gid: 1, sign: 's1', expire: 2_000_000_000 },
    ...over,
  };
}
