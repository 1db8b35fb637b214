// The one set of login/register rules both layouts use (src/features/auth).
import { describe, expect, it } from 'vitest';
import { afterAuth, authBody, loginProblem, registerProblem } from '@src/features/auth';

describe('auth rules', () => {
  it('login: account required and 3-64 characters, password required, any stored length accepted', () => {
    expect(loginProblem({ account: '  ', password: 'x' })).toBe('user.accountRequired');
    expect(loginProblem({ account: 'ab', password: 'x' })).toBe('mobile.accountInvalid');
    expect(loginProblem({ account: 'a'.repeat(65), password: 'x' })).toBe('mobile.accountInvalid');
    expect(loginProblem({ account: '账号三字', password: '' })).toBe('user.passwordRequired');
    expect(loginProblem({ account: 'vip_demo', password: '123' })).toBeNull();
  });

  it('register: new passwords have 8 characters (code points) and must match', () => {
    expect(registerProblem({ account: 'newuser', password: '1234567', confirm: '1234567' })).toBe('user.passwordTooShort');
    expect(registerProblem({ account: 'newuser', password: '密码密码密码密码', confirm: '密码密码密码密码' })).toBeNull();
    expect(registerProblem({ account: 'newuser', password: 'secret12', confirm: 'secret13' })).toBe('user.passwordMismatch');
  });

  it('sends AreaCode only with a phone number', () => {
    expect(authBody(' 13800000002 ', 'demo1234', '+852')).toEqual({ account: '13800000002', password: 'demo1234', AreaCode: '+852' });
    expect(authBody('vip_demo', 'demo1234', '+852')).toEqual({ account: 'vip_demo', password: 'demo1234' });
  });

  it('after login: the local redirect, else back, else the personal centre', () => {
    expect(afterAuth('?redirect=%2Fwatch%3Fid%3Dv1001', 3)).toEqual({ next: '/watch?id=v1001', replace: true });
    expect(afterAuth('?redirect=//evil.example', 3)).toEqual({ back: true });
    expect(afterAuth('?redirect=/login', 0)).toEqual({ next: '/user', replace: true });
    expect(afterAuth('', 2)).toEqual({ back: true });
  });
});
