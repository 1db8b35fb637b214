// The publishing state machine of spec 001 §4, apart from React so its rules are unit-tested:
// progress 1 at start, up to 80 through the video parts, 90 after SaveVideo, 95 after the
// cover, 100 after CreateTrends; any failure sets the error flag and sends nothing more;
// cancel aborts what is in flight and resets every publish state.
import { ApiError } from '@src/api/errors';
import { uploadInChunks } from './chunked-upload';
import { DEFAULT_CATEGORY, imageProgress, labelsField, PROGRESS, videoProgress } from './publish-rules';
import type { PublishTransport, VideoFile } from './publish-transport';

export interface PublishDraft {
  video?: Blob & { name?: string; lastModified?: number };
  /** Already compressed (JPEG 0.8) images: the cover of a video, or the pictures of an image dynamic. */
  cover?: Blob;
  images?: readonly Blob[];
  description: string;
  labels: readonly string[];
  location?: string;
  category?: string;
}

export interface PublishState {
  uploading: boolean;
  progress: number;
  uploadErr: boolean;
  /** The server's message of the failure, when it gave one. */
  errorText: string;
  trendId: number;
  /** The video parts this run sent (a resume sends only the missing ones). */
  sentChunks: readonly number[];
}

export const IDLE: PublishState = { uploading: false, progress: 0, uploadErr: false, errorText: '', trendId: 0, sentChunks: [] };

/** Where an interrupted video upload is remembered (a reload resumes it): by the file's identity. */
export interface ResumeStore {
  get(fileId: string): VideoFile | null;
  set(fileId: string, file: VideoFile): void;
  remove(fileId: string): void;
}

export function fileIdentity(f: { name?: string; size: number; lastModified?: number }): string {
  return `${f.name ?? ''}:${f.size}:${f.lastModified ?? 0}`;
}

function randomKey(): string {
  const rnd = Math.random().toString(36).slice(2, 10);
  return `cv-${Date.now().toString(36)}-${rnd}`;
}

export class Publisher {
  private state: PublishState = IDLE;
  private ctrl: AbortController | null = null;

  constructor(
    private readonly t: PublishTransport,
    private readonly resume: ResumeStore,
    private readonly onChange: (s: PublishState) => void,
    private readonly newKey: () => string = randomKey,
  ) {}

  get current(): PublishState {
    return this.state;
  }

  private set(patch: Partial<PublishState>): void {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }

  /** Aborts what is in flight and resets every publish state. */
  cancel(): void {
    this.ctrl?.abort();
    this.ctrl = null;
    this.state = IDLE;
    this.onChange(IDLE);
  }

  async publish(draft: PublishDraft, uid: number): Promise<PublishState> {
    this.ctrl?.abort();
    const ctrl = new AbortController();
    this.ctrl = ctrl;
    const signal = ctrl.signal;
    this.state = { ...IDLE, uploading: true, progress: PROGRESS.start };
    this.onChange(this.state);
    const guard = (patch: Partial<PublishState>) => {
      if (this.ctrl === ctrl) this.set(patch);
    };
    try {
      const label = labelsField(draft.labels);
      let videoId: number | undefined;
      const images: string[] = [];
      if (draft.video) {
        const video = draft.video;
        const fid = fileIdentity(video);
        let vf = this.resume.get(fid);
        let result: { filepath: string } | null = null;
        if (vf) {
          try {
            result = await this.sendVideo(vf, video, uid, signal, guard);
          } catch (e) {
            // The stored upload is gone (swept, refused): start a new one; any other failure stops.
            if (signal.aborted || !isGone(e)) throw e;
            this.resume.remove(fid);
          }
        }
        if (!vf || !result) {
          vf = await this.t.createVideoFile(video.name ?? 'video.mp4', video.size, signal);
          this.resume.set(fid, vf);
          result = await this.sendVideo(vf, video, uid, signal, guard);
        }
        guard({ progress: PROGRESS.videoSent });
        const saved = await this.t.saveVideo(
          { LID: vf.lid, ID: vf.id, CID: draft.category || DEFAULT_CATEGORY, UID: uid, ...(label ? { Labels: label } : {}), Contxt: draft.description, Corver: '', UploadedFileName: result.filepath, ServerID: vf.serverId },
          signal,
        );
        this.resume.remove(fid);
        videoId = saved.videoId;
        guard({ progress: PROGRESS.saved });
        if (draft.cover) {
          const cover = await uploadInChunks(this.t, { kind: 'cover', file: draft.cover, key: this.newKey(), uid, signal });
          images.push(cover.filepath);
        }
        guard({ progress: PROGRESS.cover });
      } else {
        const list = draft.images ?? [];
        for (let i = 0; i < list.length; i++) {
          const img = await uploadInChunks(this.t, { kind: 'cover', file: list[i], key: this.newKey(), uid, signal });
          images.push(img.filepath);
          guard({ progress: imageProgress(i + 1, list.length) });
        }
        guard({ progress: PROGRESS.cover });
      }
      const created = await this.t.createTrends(
        {
          ...(label ? { label } : {}),
          description: draft.description,
          ...(draft.location ? { location: draft.location } : {}),
          ...(videoId ? { videoId } : {}),
          ...(images.length ? { trendsDetails: images.join(',') } : {}),
        },
        signal,
      );
      guard({ progress: PROGRESS.done, uploading: false, trendId: created.id });
    } catch (e) {
      if (this.ctrl === ctrl && !signal.aborted) guard({ uploading: false, uploadErr: true, errorText: messageOf(e) });
    }
    if (this.ctrl === ctrl) this.ctrl = null;
    return this.state;
  }

  private async sendVideo(vf: VideoFile, video: Blob, uid: number, signal: AbortSignal, guard: (p: Partial<PublishState>) => void) {
    const r = await uploadInChunks(this.t, {
      kind: 'video',
      file: video,
      key: vf.uniqueFileName,
      uid,
      signal,
      onProgress: (held, total) => guard({ progress: videoProgress(held, total) }),
    });
    guard({ sentChunks: r.sent });
    return r;
  }
}

/** A stored upload the server no longer has or refuses (404, 403): publish starts over. */
function isGone(e: unknown): boolean {
  return e instanceof ApiError && (e.ret === 404 || e.ret === 403);
}

function messageOf(e: unknown): string {
  return e instanceof ApiError && e.kind === 'ret' ? e.message : '';
}
