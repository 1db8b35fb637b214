// The publishing state machine (spec 001 §4) against a fake transport: progress steps, the
// error flag stopping further parts, resume sending only missing parts, and cancel.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@src/api/errors';
import { Publisher, type PublishState, type ResumeStore } from '@src/features/publish/publish-machine';
import type { ChunkFields, PublishTransport, UploadKind, VideoFile } from '@src/features/publish/publish-transport';
import { CHUNK_SIZE, chunkCount, labelsField, missingChunks, videoProgress } from '@src/features/publish/publish-rules';

interface Sent {
  kind: UploadKind;
  fields: ChunkFields;
  size: number;
}

class FakeServer implements PublishTransport {
  sent: Sent[] = [];
  held = new Map<string, Set<number>>();
  saves: unknown[] = [];
  trends: unknown[] = [];
  failAt: number | null = null;
  /** With failAt: the part is refused with this ret message instead of a cut connection. */
  failMsg: string | null = null;
  /** Resolves when a part arrives that should hang (cancel test). */
  hangAt: number | null = null;
  hung: ((v: unknown) => void) | null = null;
  private next = 1;

  async createVideoFile(): Promise<VideoFile> {
    const id = this.next++;
    return { lid: id, id, uniqueFileName: `xw-${id}.mp4`, serverId: 1 };
  }
  async status(_kind: UploadKind, key: string) {
    const held = [...(this.held.get(key) ?? [])].sort((a, b) => a - b);
    return { received: held, done: false, filepath: '' };
  }
  async sendChunk(kind: UploadKind, fields: ChunkFields, part: Blob, signal: AbortSignal) {
    if (this.hangAt === fields.chunk && kind === 'video') {
      await new Promise((resolve, reject) => {
        this.hung = resolve;
        signal.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted')));
      });
    }
    if (this.failAt === fields.chunk && kind === 'video') {
      throw this.failMsg ? new ApiError('ret', this.failMsg, { ret: 500, data: null }) : new ApiError('network', 'cut');
    }
    this.sent.push({ kind, fields, size: part.size });
    const set = this.held.get(fields.uniqueFileID) ?? new Set<number>();
    set.add(fields.chunk);
    this.held.set(fields.uniqueFileID, set);
    const done = set.size === fields.chunks;
    return { done, filepath: done ? (kind === 'video' ? fields.uniqueFileID : `/media/posters/up-${fields.uniqueFileID}.jpg`) : '' };
  }
  async saveVideo(body: unknown) {
    this.saves.push(body);
    return { videoId: 500 };
  }
  async createTrends(body: unknown) {
    this.trends.push(body);
    return { id: 77 };
  }
}

function memoryStore(): ResumeStore & { map: Map<string, VideoFile> } {
  const map = new Map<string, VideoFile>();
  return { map, get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
}

const video = (parts: number) => Object.assign(new Blob([new Uint8Array(CHUNK_SIZE * (parts - 1) + 1000)]), { name: 'clip.mp4', lastModified: 1 });

function setup() {
  const server = new FakeServer();
  const store = memoryStore();
  const seen: PublishState[] = [];
  let n = 0;
  const pub = new Publisher(server, store, (s) => seen.push(s), () => `cv-${++n}`);
  return { server, store, seen, pub };
}

describe('publish rules', () => {
  it('cuts a file in 2 MB parts and maps parts to 1..80', () => {
    expect(chunkCount(CHUNK_SIZE * 2 + 1)).toBe(3);
    expect(chunkCount(CHUNK_SIZE)).toBe(1);
    expect(videoProgress(0, 4)).toBe(1);
    expect(videoProgress(4, 4)).toBe(80);
    expect(missingChunks(5, [1, 3])).toEqual([2, 4, 5]);
    expect(labelsField([])).toBeUndefined();
    expect(labelsField(['a', ' b '])).toBe('a,b');
  });
});

describe('Publisher', () => {
  it('goes 1, up to 80, 90, 95, 100 and sends the spec fields', async () => {
    const { server, seen, pub } = setup();
    const cover = new Blob([new Uint8Array(3000)], { type: 'image/jpeg' });
    const end = await pub.publish({ video: video(3), cover, description: 'hello', labels: [] }, 9);
    const progress = seen.map((s) => s.progress);
    expect(progress[0]).toBe(1);
    // Monotonic, through the video parts, then the three fixed steps.
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress).toContain(80);
    expect(progress.slice(-3)).toEqual([90, 95, 100]);
    expect(progress.filter((p) => p > 1 && p < 80).length).toBeGreaterThanOrEqual(2);
    expect(end).toMatchObject({ progress: 100, uploadErr: false, uploading: false, trendId: 77 });
    const videoParts = server.sent.filter((s) => s.kind === 'video');
    expect(videoParts.map((s) => s.fields.chunk)).toEqual([1, 2, 3]);
    expect(videoParts.map((s) => s.size)).toEqual([CHUNK_SIZE, CHUNK_SIZE, 1000]);
    expect(videoParts[0].fields).toMatchObject({ chunks: 3, uniqueFileID: 'xw-1.mp4', uid: 9 });
    // Labels omitted when empty; CID defaults to 0,7; the cover path goes to CreateTrends.
    expect(server.saves[0]).not.toHaveProperty('Labels');
    expect(server.saves[0]).toMatchObject({ CID: '0,7', UploadedFileName: 'xw-1.mp4', Contxt: 'hello' });
    expect(server.trends[0]).toMatchObject({ videoId: 500, trendsDetails: '/media/posters/up-cv-1.jpg' });
  });

  it('a part refused by the server (its disk full) shows the server\'s message and resumes with that part once retried', async () => {
    const { server, pub } = setup();
    server.failAt = 2;
    server.failMsg = '服务器存储空间不足，请稍后重试';
    const input = { video: video(3), description: 'x', labels: [] };
    const end = await pub.publish(input, 9);
    expect(end).toMatchObject({ uploadErr: true, uploading: false, errorText: '服务器存储空间不足，请稍后重试' });
    server.failAt = null;
    const again = await pub.publish(input, 9);
    expect(again).toMatchObject({ uploadErr: false, progress: 100, errorText: '' });
    // Part 1 was held: the retry sends only parts 2 and 3.
    expect(server.sent.filter((s) => s.kind === 'video').map((s) => s.fields.chunk)).toEqual([1, 2, 3]);
  });

  it('a failed part sets the error flag and sends nothing more', async () => {
    const { server, pub } = setup();
    server.failAt = 2;
    const end = await pub.publish({ video: video(4), description: 'x', labels: ['l'] }, 9);
    expect(end.uploadErr).toBe(true);
    expect(end.uploading).toBe(false);
    expect(server.sent.map((s) => s.fields.chunk)).toEqual([1]);
    expect(server.saves).toHaveLength(0);
    expect(server.trends).toHaveLength(0);
  });

  it('resumes: a second try of the same file sends only the missing parts', async () => {
    const { server, store, pub } = setup();
    server.failAt = 3;
    const file = video(4);
    await pub.publish({ video: file, description: 'x', labels: [] }, 9);
    expect(store.map.size).toBe(1);
    server.failAt = null;
    server.sent = [];
    const end = await pub.publish({ video: file, description: 'x', labels: [] }, 9);
    expect(end.progress).toBe(100);
    expect(end.sentChunks).toEqual([3, 4]);
    expect(server.sent.filter((s) => s.kind === 'video').map((s) => s.fields.chunk)).toEqual([3, 4]);
    expect(store.map.size).toBe(0);
  });

  it('cancel aborts the part in flight and resets every state', async () => {
    const { server, seen, pub } = setup();
    server.hangAt = 2;
    const run = pub.publish({ video: video(3), description: 'x', labels: [] }, 9);
    await vi.waitFor(() => expect(server.hung).not.toBeNull());
    pub.cancel();
    const end = await run;
    expect(end).toMatchObject({ uploading: false, progress: 0, uploadErr: false, trendId: 0 });
    expect(seen[seen.length - 1]).toEqual(end);
    expect(server.sent.map((s) => s.fields.chunk)).toEqual([1]);
    expect(server.saves).toHaveLength(0);
  });
});
