// Issue 12 profile rules: the limits of the contract for nickname and introduction, what a save
// sends and keeps, the avatar steps (refused before any upload when it is not a raster image),
// the account-security display rules and the phone/e-mail binding steps.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@src/api/contract/common';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS } from '@src/api/contract/limits';
import zhCN from '@src/i18n/zh-CN';
import { sessionStore } from '@src/stores/session';

const api = vi.hoisted(() => ({
  updateUserInfo: vi.fn(),
  changePassword: vi.fn(),
  sendContactCode: vi.fn(),
  changeContact: vi.fn(),
  verifyPassword: vi.fn(),
  signOutOtherDevices: vi.fn(),
}));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { updateUserInfo: api.updateUserInfo, changePassword: api.changePassword, sendContactCode: api.sendContactCode, changeContact: api.changeContact, verifyPassword: api.verifyPassword, signOutOtherDevices: api.signOutOtherDevices }));

const {
  changeAvatar, changePasswordProblem, confirmBinding, contactProblem, contactTypeFrom, introduceProblem, maskEmail, maskPhone, nicknameProblem,
  provePassword, saveProfile, sendBindingCode, sortDevices, startBinding, genderKey,
} = await import('@src/features/account');
const { bindingStore, resendLeft } = await import('@src/features/account/contact-binding');

const user = (over: Partial<User> = {}): User => ({
  id: 7, nickName: 'demo', avatar: '', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, eDate: '', userNameRaw: 'demo', phone: '', AreaCode: '', email: '',
  sex: 1, introduce: '', level: 1, gold: 0, newWorks: false, totalMsgCount: 0, bigV: false, kefu: false, token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 }, ...over,
});

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  sessionStore.setState({ user: user(), loginValid: true });
  bindingStore.setState({ type: 'email', verifyToken: '', verifyExpires: 0, account: '', areaCode: '', resendAt: 0 });
});

describe('profile fields', () => {
  it('a nickname is 1..20 characters of plain text, counted in code points', () => {
    expect(nicknameProblem('   ')).toBe('profile.nicknameRequired');
    expect(nicknameProblem('名'.repeat(NICKNAME_MAX_CHARS))).toBeNull();
    expect(nicknameProblem('名'.repeat(NICKNAME_MAX_CHARS + 1))).toBe('profile.nicknameTooLong');
    // 20 astral characters are 40 UTF-16 units but 20 characters.
    expect(nicknameProblem('\u{1F600}'.repeat(NICKNAME_MAX_CHARS))).toBeNull();
    expect(introduceProblem('介'.repeat(INTRODUCE_MAX_CHARS))).toBeNull();
    expect(introduceProblem('介'.repeat(INTRODUCE_MAX_CHARS + 1))).toBe('profile.introduceTooLong');
  });

  it('the messages name the contract limits', () => {
    expect(zhCN.profile.nicknameTooLong).toContain(String(NICKNAME_MAX_CHARS));
    expect(zhCN.profile.introduceTooLong).toContain(String(INTRODUCE_MAX_CHARS));
  });

  it('sex 0 is female, anything else male', () => {
    expect(genderKey(0)).toBe('profile.female');
    expect(genderKey(1)).toBe('profile.male');
  });

  it('a save sends the plain text and keeps the reply as the session; a refused one sends nothing', async () => {
    api.updateUserInfo.mockResolvedValue(user({ nickName: '新 名字' }));
    expect(await saveProfile({ nickName: '  新\u202e   名字 ' })).toMatchObject({ ok: true });
    expect(api.updateUserInfo).toHaveBeenCalledWith({ nickName: '新 名字' }, { loading: true });
    expect(sessionStore.getState().user?.nickName).toBe('新 名字');

    expect(await saveProfile({ introduce: '长'.repeat(INTRODUCE_MAX_CHARS + 1) })).toEqual({ ok: false, problem: 'profile.introduceTooLong' });
    expect(api.updateUserInfo).toHaveBeenCalledTimes(1);

    api.updateUserInfo.mockRejectedValue(new Error('refused'));
    expect(await saveProfile({ sex: 0 })).toEqual({ ok: false, problem: null });
    expect(sessionStore.getState().user?.sex).toBe(1);
  });
});

describe('avatar', () => {
  const deps = () => ({ compress: vi.fn(async (b: Blob) => new Blob([b], { type: 'image/jpeg' })), send: vi.fn(async () => '/media/avatars/7-abc.jpg'), save: vi.fn(async () => ({ ok: true as const, user: user() })) });

  it('refuses SVG, HTML and huge files before drawing or sending them', async () => {
    for (const file of [new Blob(['<svg/>'], { type: 'image/svg+xml' }), new Blob(['<html>'], { type: 'text/html' })]) {
      const d = deps();
      expect(await changeAvatar(file, d)).toEqual({ ok: false, problem: 'profile.avatarNotImage' });
      expect(d.compress).not.toHaveBeenCalled();
      expect(d.send).not.toHaveBeenCalled();
    }
    const d = deps();
    const huge = { type: 'image/png', size: 31 * 1024 * 1024 } as Blob;
    expect(await changeAvatar(huge, d)).toEqual({ ok: false, problem: 'profile.avatarTooLarge' });
    expect(d.compress).not.toHaveBeenCalled();
  });

  it('a file that does not decode as an image is refused without an upload', async () => {
    const d = deps();
    d.compress.mockRejectedValue(new Error('decode'));
    expect(await changeAvatar(new Blob(['not a png'], { type: 'image/png' }), d)).toEqual({ ok: false, problem: 'profile.avatarNotImage' });
    expect(d.send).not.toHaveBeenCalled();
  });

  it('compresses, uploads the compressed image and saves its path as the avatar', async () => {
    const d = deps();
    const picked = new Blob([new Uint8Array(10)], { type: 'image/png' });
    expect(await changeAvatar(picked, d)).toMatchObject({ ok: true });
    expect(d.compress).toHaveBeenCalledWith(picked);
    expect((d.send.mock.calls[0] as unknown as [Blob])[0].type).toBe('image/jpeg');
    expect(d.save).toHaveBeenCalledWith({ avatar: '/media/avatars/7-abc.jpg' });
  });

  it('a refused upload saves nothing', async () => {
    const d = deps();
    d.send.mockRejectedValue(new Error('ret 400'));
    expect(await changeAvatar(new Blob([new Uint8Array(10)], { type: 'image/gif' }), d)).toEqual({ ok: false, problem: null });
    expect(d.save).not.toHaveBeenCalled();
  });
});

describe('account security', () => {
  it('masks the bound phone and e-mail with the spec\'s masking helper (002 §5)', () => {
    // With the area code a two-word text: the code kept, the number's first 2 and last 2.
    expect(maskPhone('13800001234', '86')).toBe('+86 13*******34');
    expect(maskPhone('91234567', '+852')).toBe('+852 91****67');
    expect(maskPhone('12345')).toBe('12*45');
    expect(maskPhone('1234')).toBe('1234');
    expect(maskPhone('')).toBe('');
    // E-mail: the local part's first 2 characters, the rest of it starred, the domain kept.
    expect(maskEmail('someone@example.com')).toBe('so*****@example.com');
    expect(maskEmail('a@b.cn')).toBe('a@b.cn');
    expect(maskEmail('')).toBe('');
  });

  it('lists this device first, then the others by last activity', () => {
    const d = (name: string, lastSeen: number, current = false) => ({ deviceName: name, ip: '', createdAt: 0, lastSeen, current });
    expect(sortDevices([d('tv', 5), d('me', 1, true), d('pc', 9)]).map((x) => x.deviceName)).toEqual(['me', 'pc', 'tv']);
  });

  it('a new password needs the old one, 8 characters, the same twice, and a change', () => {
    expect(changePasswordProblem('', 'newpass12', 'newpass12')).toBe('profile.oldPasswordRequired');
    expect(changePasswordProblem('old', 'short', 'short')).toBe('user.passwordTooShort');
    expect(changePasswordProblem('old', 'newpass12', 'newpass13')).toBe('user.passwordMismatch');
    expect(changePasswordProblem('samepass1', 'samepass1', 'samepass1')).toBe('profile.passwordSame');
    expect(changePasswordProblem('oldpass12', 'newpass12', 'newpass12')).toBeNull();
  });
});

describe('binding a phone or e-mail', () => {
  const security = (over = {}) => ({ hasPassword: true, phone: '', AreaCode: '', email: '', devices: [], ...over });

  it('asks for the password only when a bound one is replaced on an account with a password', () => {
    expect(startBinding(security(), 'email')).toBe('SetEmailMobile');
    expect(startBinding(security({ email: 'a@b.cn' }), 'email')).toBe('VerifyPassword');
    expect(startBinding(security({ email: 'a@b.cn', hasPassword: false }), 'email')).toBe('SetEmailMobile');
    expect(startBinding(security({ email: 'a@b.cn' }), 'phone')).toBe('SetEmailMobile');
    expect(contactTypeFrom('?type=phone')).toBe('phone');
    expect(contactTypeFrom('')).toBe('email');
  });

  it('sends the proof with the code request, and a proved change does not ask again', async () => {
    api.verifyPassword.mockResolvedValue({ verifyToken: 'proof', expireSeconds: 600 });
    expect(await provePassword('email', 'secret123')).toBe(true);
    expect(startBinding(security({ email: 'a@b.cn' }), 'email')).toBe('SetEmailMobile');
    api.sendContactCode.mockResolvedValue({ expireSeconds: 600, resendSeconds: 60 });
    expect(await sendBindingCode('email', ' new@b.cn ', '+86')).toBe(true);
    expect(api.sendContactCode).toHaveBeenCalledWith({ type: 'email', account: 'new@b.cn', verifyToken: 'proof' }, { loading: true });
    expect(resendLeft(bindingStore.getState().resendAt)).toBeGreaterThan(50);
  });

  it('checks the address before sending; a phone goes with its calling code', async () => {
    expect(contactProblem('email', 'nope')).toBe('profile.emailInvalid');
    expect(contactProblem('phone', '12ab')).toBe('profile.phoneInvalid');
    expect(await sendBindingCode('email', '', '+86')).toBe('profile.emailRequired');
    expect(api.sendContactCode).not.toHaveBeenCalled();
    api.sendContactCode.mockResolvedValue({ expireSeconds: 600, resendSeconds: 60 });
    expect(await sendBindingCode('phone', '13800001234', '+86')).toBe(true);
    expect(api.sendContactCode).toHaveBeenCalledWith({ type: 'phone', account: '13800001234', AreaCode: '+86' }, { loading: true });
  });

  it('confirms only a six-digit code for the address it was sent to; a refused code changes nothing', async () => {
    expect(await confirmBinding('123456')).toBe('profile.sendCodeFirst');
    api.sendContactCode.mockResolvedValue({ expireSeconds: 600, resendSeconds: 60 });
    await sendBindingCode('email', 'new@b.cn', '');
    expect(await confirmBinding('12345')).toBe('account.codeInvalid');
    api.changeContact.mockRejectedValueOnce(new Error('验证码错误'));
    expect(await confirmBinding('000000')).toBeNull();
    expect(sessionStore.getState().user?.email).toBe('');
    api.changeContact.mockResolvedValue(user({ email: 'new@b.cn' }));
    expect(await confirmBinding(' 123456 ')).toBe(true);
    expect(api.changeContact).toHaveBeenLastCalledWith({ type: 'email', account: 'new@b.cn', code: '123456' }, { loading: true });
    expect(sessionStore.getState().user?.email).toBe('new@b.cn');
  });

  it('counts the resend wait down to zero', () => {
    expect(resendLeft(10_500, 1_000)).toBe(10);
    expect(resendLeft(1_000, 5_000)).toBe(0);
  });
});
