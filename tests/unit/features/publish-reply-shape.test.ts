// Bad input (issue 13): a chunk reply of the wrong shape is a clear error (ApiError 'bad-reply'
// naming the endpoint), and the publish run stops with the error flag and sends no further part.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@src/api/errors';
import { apiTransport, chunkForm } from '@src/features/publish/publish-transport';
import { Publisher } from '@src/features/publish/publish-machine';

const http = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@src/api/http', () => http);

describe('a chunk reply of the wrong shape', () => {
  it('is refused at the boundary with the endpoint named', async () => {
    http.request.mockResolvedValue({ ret: 200, msg: 'ok', data: { chunk: 'one', done: 'yes' } });
    const err = await apiTransport.sendChunk('video', { chunk: 1, chunks: 2, uniqueFileID: 'xw-1.mp4', uid: 3 }, new Blob(['x']), new AbortController().signal).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('bad-reply');
    expect((err as ApiError).message).toMatch(/^uploadVideoChunk: /);
  });

  it('stops the publish run with the error flag and no further part', async () => {
    const sent: number[] = [];
    const pub = new Publisher(
      {
        createVideoFile: async () => ({ lid: 1, id: 1, uniqueFileName: 'xw-1.mp4', serverId: 1 }),
        status: async () => ({ received: [], done: false, filepath: '' }),
        sendChunk: async (_k, f) => {
          sent.push(f.chunk);
          throw new ApiError('bad-reply', 'uploadVideoChunk: data.done: expected boolean');
        },
        saveVideo: vi.fn(),
        createTrends: vi.fn(),
      },
      { get: () => null, set: () => undefined, remove: () => undefined },
      () => undefined,
    );
    const end = await pub.publish({ video: new Blob([new Uint8Array(5 * 1024 * 1024)]), description: 'x', labels: [] }, 3);
    expect(end).toMatchObject({ uploading: false, uploadErr: true, trendId: 0 });
    expect(sent).toEqual([1]);
  });

  it('the chunk form carries the spec fields: file, chunk, chunks, uniqueFileID, renamemode, prefix, uid; covers as formFile', () => {
    const v = chunkForm('video', { chunk: 2, chunks: 3, uniqueFileID: 'xw-1.mp4', uid: 3 }, new Blob(['x']), 'blob');
    expect([...v.keys()]).toEqual(['chunk', 'chunks', 'uniqueFileID', 'renamemode', 'prefix', 'uid', 'file']);
    expect([v.get('renamemode'), v.get('prefix'), v.get('chunk')]).toEqual(['Format', 'xw-', '2']);
    const c = chunkForm('cover', { chunk: 1, chunks: 1, uniqueFileID: 'cv-1', uid: 3 }, new Blob(['x']), 'cover.jpg');
    expect([...c.keys()]).toEqual(['chunk', 'chunks', 'uniqueFileID', 'formFile']);
  });

  it('CreateVideoFile asks with the loading mask (spec 001 §7 "params; loading")', async () => {
    http.request.mockReset();
    http.request.mockResolvedValue({ ret: 200, msg: 'ok', data: { lid: 1, id: 2, uniqueFileName: 'xw-2.mp4', serverId: 1 } });
    await apiTransport.createVideoFile('a.mp4', 10, new AbortController().signal);
    expect(http.request).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(http.request.mock.calls[0])).toContain('"loading":true');
  });
});
