// Issue 12 account entry rules: what the recovery steps accept and keep, and where a chosen
// country is saved (the spec's local keys).
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseCountry, clearCustomArea, enterRecoveryCode, filterCountries, newPasswordProblem, phoneAreaStore, recoveryAccountProblem, recoveryStore, startRecovery } from '@src/features/account';
import { customAreaStore, regionParam } from '@src/stores/custom-area';

const COUNTRIES = [
  { country: 'CN', name: '中国', areaCode: '86' },
  { country: 'MY', name: '马来西亚', areaCode: '60' },
  { country: 'HK', name: '中国香港', areaCode: '852' },
];

describe('password recovery steps', () => {
  beforeEach(() => recoveryStore.setState({ account: '', areaCode: '', code: '' }));

  it('takes a phone number (with its calling code) or an e-mail, nothing else', () => {
    expect(recoveryAccountProblem('')).toBe('user.accountRequired');
    expect(recoveryAccountProblem('some_name')).toBe('account.retrieveAccountInvalid');
    expect(startRecovery(' 13800000001 ', '+86')).toBeNull();
    expect(recoveryStore.getState()).toMatchObject({ account: '13800000001', areaCode: '+86' });
    expect(startRecovery('a@b.cn', '+86')).toBeNull();
    expect(recoveryStore.getState()).toMatchObject({ account: 'a@b.cn', areaCode: '' });
  });

  it('a code is six digits', () => {
    expect(enterRecoveryCode('12345')).toBe('account.codeInvalid');
    expect(enterRecoveryCode('12a456')).toBe('account.codeInvalid');
    expect(enterRecoveryCode(' 123456 ')).toBeNull();
    expect(recoveryStore.getState().code).toBe('123456');
  });

  it('a new password has at least 8 characters and is typed twice alike', () => {
    expect(newPasswordProblem('', '')).toBe('user.passwordRequired');
    expect(newPasswordProblem('short', 'short')).toBe('user.passwordTooShort');
    expect(newPasswordProblem('longenough', 'longenougx')).toBe('user.passwordMismatch');
    expect(newPasswordProblem('longenough', 'longenough')).toBeNull();
  });
});

describe('countries', () => {
  it('filters by name, ISO code or calling code', () => {
    expect(filterCountries(COUNTRIES, '中国').map((c) => c.country)).toEqual(['CN', 'HK']);
    expect(filterCountries(COUNTRIES, 'my').map((c) => c.country)).toEqual(['MY']);
    expect(filterCountries(COUNTRIES, '+85').map((c) => c.country)).toEqual(['HK']);
    expect(filterCountries(COUNTRIES, ' ')).toHaveLength(3);
  });

  it('a choice is the saved region (spec local keys) and the forms calling code; auto stops using it', () => {
    chooseCountry(COUNTRIES[1]);
    expect(localStorage.getItem('customUserArea')).toBe('马来西亚');
    expect(localStorage.getItem('customUserAreaCode')).toBe('MY');
    expect(localStorage.getItem('useCustomUserArea')).toBe('true');
    expect(customAreaStore.getState().useCustomUserArea).toBe(true);
    expect(regionParam()).toEqual({ region: 'MY' });
    expect(phoneAreaStore.getState().areaCode).toBe('+60');
    clearCustomArea();
    expect(localStorage.getItem('useCustomUserArea')).toBe('false');
    expect(regionParam()).toEqual({});
  });
});
