import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useRef } from 'react';
import { LoadMoreFooter } from '@layouts/mobile/components/load-more/load-more-footer';
import { useLoadMore } from '@layouts/mobile/components/load-more/use-load-more';
import { LIST_STATE, type ListState } from '@layouts/mobile/components/load-more/load-more-math';
import { LoadingWrapper } from '@layouts/mobile/components/loading/loading-wrapper';
import { EmptyState } from '@layouts/mobile/components/empty-state/empty-state';
import { click, mount, type Mounted } from './render';

function setMetrics(el: HTMLElement, m: { scrollTop: number; clientHeight: number; scrollHeight: number }) {
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: m.clientHeight });
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: m.scrollHeight });
  el.scrollTop = m.scrollTop;
}

describe('load-more footer (spec 002 §2/§4)', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('0 hidden (加载完成 after a load), 1 加载中…, 2 没有更多了, 3 加载失败 with tap to retry', async () => {
    const retry = vi.fn();
    m = await mount(<LoadMoreFooter state={0} onRetry={retry} />);
    const footer = () => m!.container.querySelector('[data-testid="load-more"]')!;
    expect(footer().getAttribute('data-state')).toBe('0');
    expect(footer().textContent).toBe('');
    await m.rerender(<LoadMoreFooter state={1} onRetry={retry} />);
    expect(footer().textContent).toBe('加载中…');
    // A page came in and more remain: hidden again, its status says 加载完成.
    await m.rerender(<LoadMoreFooter state={0} onRetry={retry} />);
    expect(footer().getAttribute('data-state')).toBe('0');
    expect(footer().getAttribute('role')).toBe('status');
    expect(footer().textContent).toBe('加载完成');
    await m.rerender(<LoadMoreFooter state={2} onRetry={retry} />);
    expect(footer().textContent).toBe('没有更多了');
    await m.rerender(<LoadMoreFooter state={3} onRetry={retry} />);
    expect(footer().getAttribute('data-state')).toBe('3');
    expect(footer().textContent).toBe('加载失败');
    expect(footer().getAttribute('aria-label')).toBe('加载失败，点击重试');
    await click(footer());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('load-more trigger on scroll (two screen heights)', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  function List({ state, onMore, onTop }: { state: ListState; onMore: () => void; onTop?: () => void }) {
    const ref = useRef<HTMLDivElement | null>(null);
    useLoadMore({ scrollRef: ref, state, onLoadMore: onMore, onLoadTop: onTop });
    return <div ref={ref} data-testid="scroller" />;
  }

  it('asks for more only once the end is within 2 × window.innerHeight', async () => {
    const onMore = vi.fn();
    const screen = window.innerHeight;
    // Mount with the footer busy so mounting itself does not trigger.
    m = await mount(<List state={LIST_STATE.LOADING} onMore={onMore} />);
    const el = m.container.querySelector<HTMLElement>('[data-testid="scroller"]')!;
    setMetrics(el, { scrollTop: 0, clientHeight: 600, scrollHeight: 600 + 2 * screen + 500 });
    await m.rerender(<List state={LIST_STATE.HIDDEN} onMore={onMore} />);
    expect(onMore).not.toHaveBeenCalled();

    el.scrollTop = 499;
    await act(async () => {
      el.dispatchEvent(new Event('scroll'));
    });
    expect(onMore).not.toHaveBeenCalled();

    el.scrollTop = 500;
    await act(async () => {
      el.dispatchEvent(new Event('scroll'));
    });
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('top load fires when scrolled within 20 px of the top', async () => {
    const onTop = vi.fn();
    m = await mount(<List state={LIST_STATE.NO_MORE} onMore={() => undefined} onTop={onTop} />);
    const el = m.container.querySelector<HTMLElement>('[data-testid="scroller"]')!;
    setMetrics(el, { scrollTop: 300, clientHeight: 600, scrollHeight: 5000 });
    await act(async () => {
      el.dispatchEvent(new Event('scroll'));
    });
    expect(onTop).not.toHaveBeenCalled();
    el.scrollTop = 15;
    await act(async () => {
      el.dispatchEvent(new Event('scroll'));
    });
    expect(onTop).toHaveBeenCalledTimes(1);
  });
});

describe('loading wrapper and empty state (spec 000 §2)', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('shows 正在加载... while loading and the children when ready', async () => {
    m = await mount(<LoadingWrapper status="loading">content</LoadingWrapper>);
    expect(m.container.textContent).toContain('正在加载...');
    await m.rerender(<LoadingWrapper status="ready">content</LoadingWrapper>);
    expect(m.container.textContent).toBe('content');
  });

  it('network failure prompt with a 点击刷新 button that refreshes', async () => {
    const refresh = vi.fn();
    m = await mount(<LoadingWrapper status="network-error" onRefresh={refresh} />);
    expect(m.container.textContent).toContain('当前网络不可用');
    expect(m.container.textContent).toContain('请检查网络，再刷新试试吧');
    const btn = m.container.querySelector('[data-testid="network-refresh"]');
    expect(btn?.textContent).toBe('点击刷新');
    await click(btn);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('empty state shows main text and sub text', async () => {
    m = await mount(<EmptyState text="没有找到相关内容" subText="换个关键词试试吧" />);
    expect(m.container.querySelector('.m-empty-text')?.textContent).toBe('没有找到相关内容');
    expect(m.container.querySelector('.m-empty-sub')?.textContent).toBe('换个关键词试试吧');
  });
});
