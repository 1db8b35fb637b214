// /addAddress and /appeal form rules (the contract's bounds) and /iframe's same-origin rule.
import { describe, expect, it } from 'vitest';
import { addressProblem, appealProblem, chooseAddress, chosenAddressId, iframeSrc } from '@src/features/vip/address-appeal';

describe('address, appeal and iframe rules', () => {
  it('address: a name, a phone of 5-20 digits/+/-/space, an address of 4-200 characters', () => {
    expect(addressProblem({ name: ' ', phone: '13800000000', address: '北京市海淀区' })).toBe('payment.addressName');
    expect(addressProblem({ name: '张三', phone: '12ab', address: '北京市海淀区' })).toBe('payment.addressPhone');
    expect(addressProblem({ name: '张三', phone: '+86 138-0000', address: '北京' })).toBe('payment.addressText');
    expect(addressProblem({ name: '张三', phone: '+86 138-0000', address: '北京市海淀区' })).toBeNull();
  });
  it('appeal: a reason of 2-500 characters', () => {
    expect(appealProblem(' a ')).toBe('payment.appealReason');
    expect(appealProblem('x'.repeat(501))).toBe('payment.appealReason');
    expect(appealProblem('未到账')).toBeNull();
  });
  it('the chosen address is kept for the session', () => {
    chooseAddress(12);
    expect(chosenAddressId()).toBe(12);
  });
  it('iframe: same-origin http(s) pages only', () => {
    const o = 'http://app.example';
    expect(iframeSrc('/sandbox-pay/checkout?order=1', o)).toBe('http://app.example/sandbox-pay/checkout?order=1');
    expect(iframeSrc('https://evil.example/x', o)).toBeNull();
    expect(iframeSrc('javascript:alert(1)', o)).toBeNull();
    expect(iframeSrc('//evil.example/x', o)).toBeNull();
    expect(iframeSrc(null, o)).toBeNull();
  });
});
