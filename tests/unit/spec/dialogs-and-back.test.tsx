// Issue 42 point 1: the report-received dialog's texts (spec 001 §8) and the back arrow's
// fallback (spec 001 §2: the previous path, or the fallback target when one is set; home when
// opened from a link with nothing to go back to).
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { showReportReceived } from '@src/features/watch/barrage-actions';
import { uiStore } from '@src/stores/ui';
import { useBack } from '@layouts/mobile/components/nav-bar/use-back';
import { click, mount, waitFor, type Mounted } from '../mobile/render';

let m: Mounted | undefined;
afterEach(() => {
  m?.unmount();
  m = undefined;
  window.history.replaceState(null, '');
});

describe('the report-received dialog', () => {
  it('says 已收到您的举报, the community-rules sentence, and one 我知道了 button', async () => {
    const closed = showReportReceived();
    const d = uiStore.getState().dialogs.at(-1)!;
    expect(d.title).toBe('已收到您的举报');
    expect(d.message).toBe('如果发现此内容违反了我们的社区准则，我们就会将其移除。');
    expect(d.buttons.map((b) => b.text)).toEqual(['我知道了']);
    d.resolve('ok');
    expect(await closed).toBe('ok');
    expect(uiStore.getState().dialogs).toHaveLength(0);
  });
});

function Back({ fallback }: { fallback?: string }) {
  const back = useBack(fallback);
  const at = useLocation().pathname;
  return (
    <button type="button" data-testid="back" data-at={at} onClick={back}>
      back
    </button>
  );
}

const at = () => m!.container.querySelector('[data-testid="back"]')?.getAttribute('data-at');

describe('the back arrow', () => {
  it('goes to the fallback target when one is set, whatever the history', async () => {
    window.history.replaceState({ idx: 1 }, '');
    m = await mount(<MemoryRouter initialEntries={['/', '/openVip']} initialIndex={1}><Back fallback="/vip" /></MemoryRouter>);
    await click(m.container.querySelector('[data-testid="back"]')!);
    await waitFor(() => at() === '/vip', 'at the fallback');
  });
  it('returns to the previous path when there is one', async () => {
    window.history.replaceState({ idx: 1 }, '');
    m = await mount(<MemoryRouter initialEntries={['/rank', '/openVip']} initialIndex={1}><Back /></MemoryRouter>);
    await click(m.container.querySelector('[data-testid="back"]')!);
    await waitFor(() => at() === '/rank', 'at the previous path');
  });
  it('goes home when opened from a link (nothing of the app to go back to)', async () => {
    m = await mount(<MemoryRouter initialEntries={['/openVip']}><Back /></MemoryRouter>);
    await click(m.container.querySelector('[data-testid="back"]')!);
    await waitFor(() => at() === '/', 'at home');
  });
});
