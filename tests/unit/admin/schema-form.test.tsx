// The console's contract form (layouts/admin/components/schema-form.tsx): a whole-request check
// that fails on a value no input shows is said under the form, not swallowed; a field's own
// problem stays under its field; a valid press sends the fields with the page's fixed values.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integer, object, string } from '@src/api/contract/schema';
import { SchemaForm } from '@layouts/admin/components/schema-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

function mount(el: React.ReactElement) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(el));
  return host;
}

const press = (h: HTMLElement) =>
  act(() => {
    h.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('SchemaForm', () => {
  it('says when the whole request fails on a value the page filled and no input shows', () => {
    const onSubmit = vi.fn(async () => undefined);
    const h = mount(<SchemaForm id="t" schema={object({ id: integer({ minimum: 1 }) })} fixed={{ id: 0 }} busy={false} failure={null} onSubmit={onSubmit} />);
    expect(h.querySelectorAll('input').length).toBe(0);
    press(h);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(h.querySelector('[data-testid="form-problem"]')?.textContent).toBe('格式不正确');
  });

  it('keeps a field problem under its field and sends a valid form with the fixed values', () => {
    const onSubmit = vi.fn(async () => undefined);
    const h = mount(<SchemaForm id="t" schema={object({ id: integer({ minimum: 1 }), name: string({ minLength: 1, maxLength: 5 }) })} fixed={{ id: 7 }} busy={false} failure={null} onSubmit={onSubmit} />);
    press(h);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(h.querySelector('[data-testid="form-problem"]')).toBeNull();
    expect(h.querySelector('.adm-problem')?.textContent).toBe('请填写此项');
    const input = h.querySelector('input[name="name"]') as HTMLInputElement;
    act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input, '片名');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    press(h);
    expect(onSubmit).toHaveBeenCalledWith({ name: '片名', id: 7 });
  });
});
