// The /feedback view model's images (issue 11 point 4, issue 28): uploaded when picked, a
// signed-in user's through UploadChatImage (as a complaint's), a visitor's through
// UploadFileNoLogin (chunk 1 of 1, the file as form data), at most FEEDBACK_MAX_IMAGES, a
// refused upload adds nothing, removing drops the path and its preview, and the paths go out
// with the suggestion (none: no images parameter).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { FEEDBACK_MAX_IMAGES, useSuggestionForm } from '@src/features/feedback';
import { flush, mount, type Mounted } from '../mobile/render';

const api = vi.hoisted(() => ({ uploads: [] as string[], guest: [] as { path: string; query: unknown; file: unknown }[], refuse: false, sent: [] as Record<string, unknown>[], n: 0 }));
vi.mock('@src/api/http', async (original) => ({
  ...(await original<object>()),
  request: async (cfg: { path: string; query: unknown; body: FormData }) => {
    api.guest.push({ path: cfg.path, query: cfg.query, file: cfg.body.get('file') });
    return { ret: 200, msg: '上传成功', data: { chunk: 1, done: true, filepath: `/chat-img/${String(api.n++).padStart(32, 'a')}.png` } };
  },
}));
vi.mock('@src/api/call', () => ({
  call: async (ep: { name: string }, body: { data: string }) => {
    if (ep.name !== 'uploadChatImage') throw new Error(`unexpected ${ep.name}`);
    api.uploads.push(body.data);
    if (api.refuse) throw new Error('只能发送 JPG、PNG、GIF 或 WebP 图片');
    return { filepath: `/chat-img/${String(api.n++).padStart(32, '0')}.png` };
  },
  callEnvelope: async (ep: { name: string }, query: Record<string, unknown>) => {
    if (ep.name !== 'addSuggestion') throw new Error(`unexpected ${ep.name}`);
    api.sent.push(query);
    return { ret: 200, msg: '提交成功，感谢您的建议', data: null };
  },
}));

type View = ReturnType<typeof useSuggestionForm>;
let view: View;
function Probe() {
  view = useSuggestionForm('', () => {});
  return null;
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const run = async (fn: () => Promise<void> | void) => {
  await act(async () => {
    await fn();
  });
  await flush(2);
};

let mounted: Mounted | null = null;
const revoked: string[] = [];

beforeEach(() => {
  Object.assign(api, { uploads: [], guest: [], refuse: false, sent: [], n: 0 });
  revoked.length = 0;
  let blob = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${blob++}`);
  URL.revokeObjectURL = vi.fn((u: string) => void revoked.push(u));
  sessionStore.setState({ user: { id: 7, token: { uid: 7, gid: 1, sign: 's', expire: 9e9 } } as unknown as User });
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  sessionStore.setState({ user: null });
});

describe('/feedback images', () => {
  it('a visitor is offered images too and uploads them through UploadFileNoLogin (chunk 1 of 1)', async () => {
    sessionStore.setState({ user: null });
    mounted = await mount(<Probe />);
    expect(view.canAttach).toBe(true);
    await run(() => view.addImage(png('a.png')));
    expect(api.uploads).toEqual([]);
    expect(api.guest).toHaveLength(1);
    expect(api.guest[0]).toMatchObject({ path: '/api/User/UploadFileNoLogin', query: { chunk: 1, totalChunk: 1 } });
    expect(api.guest[0]!.file).toBeInstanceOf(Blob);
    expect(view.form.images.map((i) => i.path)).toEqual([`/chat-img/${'0'.padStart(32, 'a')}.png`]);
  });

  it('uploads each picked image, keeps at most the limit, removes one, and sends the paths', async () => {
    mounted = await mount(<Probe />);
    expect(view.canAttach).toBe(true);
    for (let i = 0; i < FEEDBACK_MAX_IMAGES; i++) await run(() => view.addImage(png(`${i}.png`)));
    expect(api.uploads).toHaveLength(FEEDBACK_MAX_IMAGES);
    expect(api.uploads[0]).toMatch(/^data:image\/png;base64,/);
    expect(view.form.images.map((i) => i.preview)).toEqual(['blob:preview-0', 'blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
    expect(view.canAttach).toBe(false);
    await run(() => view.addImage(png('extra.png')));
    expect(api.uploads).toHaveLength(FEEDBACK_MAX_IMAGES);

    const [first, second] = view.form.images;
    await run(() => view.removeImage(first!.path));
    expect(revoked).toEqual([first!.preview]);
    expect(view.form.images.map((i) => i.path)).not.toContain(first!.path);
    expect(view.canAttach).toBe(true);

    await run(() => view.update({ content: '  希望能上传截图  ', type: 3 }));
    await run(() => view.submit());
    expect(api.sent).toEqual([{ type: 3, content: '希望能上传截图', images: view.form.images.map((i) => i.path) }]);
    expect(api.sent[0]!.images).toHaveLength(FEEDBACK_MAX_IMAGES - 1);
    expect(api.sent[0]!.images).toContain(second!.path);
  });

  it('a refused upload adds nothing and leaves the form usable; no images means no images parameter', async () => {
    mounted = await mount(<Probe />);
    api.refuse = true;
    await run(() => view.addImage(png('fake.png')));
    expect(api.uploads).toHaveLength(1);
    expect(view.form.images).toEqual([]);
    expect(view.uploading).toBe(false);
    await run(() => view.update({ content: '没有图片' }));
    await run(() => view.submit());
    expect(api.sent).toEqual([{ type: 1, content: '没有图片' }]);
  });

  it('leaving the page revokes the previews it made', async () => {
    mounted = await mount(<Probe />);
    await run(() => view.addImage(png('a.png')));
    const preview = view.form.images[0]!.preview;
    mounted.unmount();
    mounted = null;
    expect(revoked).toContain(preview);
  });
});
