// The dynamic being written, shared by the publish steps (spec 001 §3 "Publish/dynamic state":
// dynamicVideo, dynamicImg, cover, videoCoverSelect, createTrendData, userLocation, framesList,
// category id). A store, not page state, because the steps are separate routes: the cover is
// chosen on /selectVideoPreview, the location on /getUserLocation, and /publishDynamic and
// /previewDynamicVideo read the same draft. Files cannot outlive a reload; an interrupted
// upload is resumed by picking the same file again (publish-machine.ts).
import { createStore, useStore } from 'zustand';
import { DEFAULT_CATEGORY, DYNAMIC_LOCATION_MAX } from './publish-rules';

/** A picked file (a File in the app; a Blob with a name in tests). */
export type PickedVideo = Blob & { name?: string; lastModified?: number };

/** One frame of the picked video offered as a cover (framesList). */
export interface VideoFrame {
  /** Seconds into the video. */
  time: number;
  /** A small JPEG of the frame for the list. */
  thumb: Blob;
}

export type CoverSource = 'frame' | 'image';

export interface DraftState {
  video: PickedVideo | null;
  /** Compressed pictures of an image dynamic (JPEG 0.8). */
  images: readonly Blob[];
  cover: Blob | null;
  coverSource: CoverSource | null;
  /** videoCoverSelect: the time of the frame chosen as cover. */
  coverTime: number | null;
  frames: readonly VideoFrame[];
  description: string;
  labels: readonly string[];
  /** userLocation: a place name, or '' for none. */
  location: string;
  /** SaveVideo's CID. */
  category: string;
}

export const EMPTY_DRAFT: DraftState = {
  video: null,
  images: [],
  cover: null,
  coverSource: null,
  coverTime: null,
  frames: [],
  description: '',
  labels: [],
  location: '',
  category: DEFAULT_CATEGORY,
};

export const draftStore = createStore<DraftState>(() => EMPTY_DRAFT);

export function useDraft<T>(select: (s: DraftState) => T): T {
  return useStore(draftStore, select);
}

/** A new video drops the pictures, the cover and the frames of the previous one. */
export function setDraftVideo(video: PickedVideo | null): void {
  draftStore.setState({ video, images: [], cover: null, coverSource: null, coverTime: null, frames: [] });
}

/** Pictures make an image dynamic: the video and its cover go. */
export function setDraftImages(images: readonly Blob[]): void {
  draftStore.setState({ images, video: null, cover: null, coverSource: null, coverTime: null, frames: [] });
}

export function setDraftCover(cover: Blob, source: CoverSource, time: number | null = null): void {
  draftStore.setState({ cover, coverSource: source, coverTime: source === 'frame' ? time : null });
}

export function clearDraftCover(): void {
  draftStore.setState({ cover: null, coverSource: null, coverTime: null });
}

export function setDraftFrames(frames: readonly VideoFrame[]): void {
  draftStore.setState({ frames });
}

export function setDraftText(description: string): void {
  draftStore.setState({ description });
}

export function toggleDraftLabel(name: string): void {
  const { labels } = draftStore.getState();
  draftStore.setState({ labels: labels.includes(name) ? labels.filter((l) => l !== name) : [...labels, name] });
}

export function setDraftLocation(location: string): void {
  draftStore.setState({ location: location.trim().slice(0, DYNAMIC_LOCATION_MAX) });
}

export function setDraftCategory(category: string): void {
  draftStore.setState({ category: category || DEFAULT_CATEGORY });
}

export function resetDraft(): void {
  draftStore.setState(EMPTY_DRAFT, true);
}

/** Whether the draft has something to publish (text, a video or pictures). */
export function draftHasContent(d: Pick<DraftState, 'description' | 'video' | 'images'>): boolean {
  return !!d.description.trim() || !!d.video || d.images.length > 0;
}

/** The CID of a category picked from the catalog's categories (default 0,7 when none). */
export function categoryCid(id: number | null): string {
  return id && id > 0 ? `0,${id}` : DEFAULT_CATEGORY;
}

/** The category id a CID names (its last number), for showing the picked chip. */
export function cidCategory(cid: string): number {
  const parts = cid.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n));
  return parts.length ? parts[parts.length - 1] : 0;
}
