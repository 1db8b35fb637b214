// The form-step primitive and the account/complaint steps built on it (issue 31 point 1): the
// feature decides how a step ends (a refused check with its key, or done with a notice and a
// Next), one send at a time, and the views only carry the end out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { done, stay, useStep, type Step, type StepEnd } from '@src/data/use-step';
import { useGenderChoice, useRecoveryCaptcha, recoveryStore } from '@src/features/account';
import { useComplaint } from '@src/features/messages';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { flush, mount, waitFor, type Mounted } from '../mobile/render';

const api = vi.hoisted(() => ({ getCaptcha: vi.fn(), sendResetCode: vi.fn(), updateUserInfo: vi.fn(), reportUserReq: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { ...api }));

let m: Mounted | null = null;
afterEach(() => {
  m?.unmount();
  m = null;
});
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
});

describe('useStep', () => {
  let step: Step<number>;
  function Probe({ write }: { write: (n: number) => Promise<StepEnd> }) {
    step = useStep(write);
    return null;
  }

  it('gives the end the feature decided; a refused check is kept as the problem until the next run', async () => {
    m = await mount(<Probe write={async (n) => (n > 0 ? done({ next: '/next' }, { key: 'profile.saved' }) : stay('account.captchaRequired'))} />);
    let end!: StepEnd;
    await act(async () => void (end = await step.run(0)));
    expect(end).toEqual({ ok: false, problem: 'account.captchaRequired' });
    expect(step.problem).toBe('account.captchaRequired');
    await act(async () => void (end = await step.run(1)));
    expect(end).toEqual({ ok: true, next: { next: '/next' }, notice: { key: 'profile.saved' } });
    expect(step.problem).toBeNull();
  });

  it('refuses a second run while one is on its way (a double tap sends once)', async () => {
    let release!: () => void;
    const calls: number[] = [];
    m = await mount(<Probe write={(n) => (calls.push(n), new Promise<StepEnd>((r) => (release = () => r(done()))))} />);
    let first!: Promise<StepEnd>;
    let second!: Promise<StepEnd>;
    await act(async () => {
      first = step.run(1);
      second = step.run(2);
    });
    expect(step.busy).toBe(true);
    expect(await second).toEqual({ ok: false, problem: null });
    await act(async () => release());
    expect(await first).toEqual({ ok: true });
    expect(calls).toEqual([1]);
  });
});

describe('account steps', () => {
  it('the recovery captcha: an empty answer is refused before any call; a refused code send brings a fresh image', async () => {
    let seq = 0;
    api.getCaptcha.mockImplementation(async () => ({ captchaId: `captcha-${++seq}-abcdefghijkl`, image: `data:image/svg+xml;base64,${seq}`, expireSeconds: 300 }));
    recoveryStore.setState({ account: 'a@b.cn', areaCode: '', code: '' });
    let form!: ReturnType<typeof useRecoveryCaptcha>;
    function Probe() {
      form = useRecoveryCaptcha();
      return null;
    }
    m = await mount(<Probe />);
    await waitFor(() => form.captcha.data?.captchaId === 'captcha-1-abcdefghijkl', 'the first captcha');
    let end!: StepEnd;
    await act(async () => void (end = await form.step.run()));
    expect(end).toEqual({ ok: false, problem: 'account.captchaRequired' });
    expect(api.sendResetCode).not.toHaveBeenCalled();

    await act(async () => form.setAnswer('wrong'));
    api.sendResetCode.mockRejectedValueOnce(new Error('refused'));
    await act(async () => void (end = await form.step.run()));
    expect(end).toEqual({ ok: false, problem: null });
    await waitFor(() => form.captcha.data?.captchaId === 'captcha-2-abcdefghijkl', 'a fresh captcha');
    expect(form.answer).toBe('');

    await act(async () => form.setAnswer('right'));
    api.sendResetCode.mockResolvedValueOnce({});
    await act(async () => void (end = await form.step.run()));
    expect(end).toEqual({ ok: true, next: { next: '/retrievePasswordCode', replace: true } });
    expect(api.sendResetCode.mock.calls.at(-1)?.[0]).toMatchObject({ account: 'a@b.cn', captchaId: 'captcha-2-abcdefghijkl', captchaCode: 'right' });
  });

  it('the gender: the current one just leaves; another is saved, then 保存成功 and leaves', async () => {
    sessionStore.setState({ user: { id: 7, sex: 1, nickName: 'n', token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 } } as never, loginValid: true });
    let step!: Step<0 | 1>;
    function Probe() {
      step = useGenderChoice();
      return null;
    }
    m = await mount(<Probe />);
    let end!: StepEnd;
    await act(async () => void (end = await step.run(1)));
    expect(end.ok).toBe(true);
    expect(end.ok && end.notice).toBeFalsy();
    expect(api.updateUserInfo).not.toHaveBeenCalled();
    api.updateUserInfo.mockResolvedValueOnce({ id: 7, sex: 0, nickName: 'n' });
    await act(async () => void (end = await step.run(0)));
    expect(api.updateUserInfo).toHaveBeenCalledTimes(1);
    expect(end).toMatchObject({ ok: true, notice: { key: 'profile.saved' } });
  });
});

describe('complaint step', () => {
  it('checks the reason first; a sent report shows the received dialog and goes back', async () => {
    let form!: ReturnType<typeof useComplaint>;
    function Probe() {
      form = useComplaint(12, 0);
      return null;
    }
    m = await mount(<Probe />);
    let end!: StepEnd;
    await act(async () => void (end = await form.step.run()));
    expect(end).toEqual({ ok: false, problem: 'complaint.reasonRequired' });
    expect(api.reportUserReq).not.toHaveBeenCalled();

    await act(async () => form.setReason('广告'));
    api.reportUserReq.mockResolvedValueOnce({});
    let pending!: Promise<StepEnd>;
    await act(async () => void (pending = form.step.run()));
    await waitFor(() => uiStore.getState().dialogs.length === 1, 'the report-received dialog');
    expect(api.reportUserReq.mock.calls[0]?.[0]).toEqual({ uid: 12, reason: '广告' });
    await act(async () => uiStore.getState().dialogs[0]?.resolve('ok'));
    await flush();
    expect(await pending).toEqual({ ok: true, next: { back: true } });
  });
});
