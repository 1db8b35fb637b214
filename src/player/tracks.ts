// Audio and subtitle tracks (issue 29): the player's view of hls.js' track lists, the device's
// preference matched against a title's tracks, and the subtitle cues read from the element's
// TextTrack. hls.js keeps the chosen subtitle track in mode 'hidden' (subtitleDisplay off), so
// the browser times the cues and fires cuechange while the views draw the text themselves:
// under the barrage and clear of the control bar, which native rendering cannot promise.

export interface PlayerTrack {
  /** hls.js' track id (`hls.audioTrack` / `hls.subtitleTrack`). */
  id: number;
  /** What the menu shows (the playlist's NAME: 国语, English...). */
  name: string;
  /** BCP 47 tag from the playlist's LANGUAGE, '' when absent. */
  lang: string;
}

export interface PlayerTracks {
  audio: PlayerTrack[];
  /** Id of the audio track playing, -1 when there are no tracks. */
  audioId: number;
  subtitles: PlayerTrack[];
  /** Id of the subtitle track shown, -1 for off. */
  subtitleId: number;
}

export const NO_TRACKS: PlayerTracks = Object.freeze({ audio: [], audioId: -1, subtitles: [], subtitleId: -1 }) as PlayerTracks;

/**
 * What the device asked for last, by language so it carries from one title to the next (track
 * ids differ per title). audio '': the title's default track; subtitle '': off.
 */
export interface TrackPreference {
  audio: string;
  subtitle: string;
}

interface HlsTrackLike {
  id: number;
  name?: string;
  lang?: string;
}

export function toPlayerTracks(list: readonly HlsTrackLike[] | null | undefined): PlayerTrack[] {
  return (list ?? []).map((t) => ({ id: t.id, name: t.name || t.lang || String(t.id + 1), lang: t.lang ?? '' }));
}

/**
 * The track `wanted` names: its language (case-insensitive), else its menu name (a track
 * without LANGUAGE is chosen by name). undefined when the title has none of it.
 */
export function matchTrack(tracks: readonly PlayerTrack[], wanted: string): PlayerTrack | undefined {
  if (!wanted) return undefined;
  const w = wanted.toLowerCase();
  return tracks.find((t) => t.lang.toLowerCase() === w) ?? tracks.find((t) => t.name.toLowerCase() === w);
}

/** What a preference is stored as for a track: its language, else its name. */
export function trackPreferenceValue(track: PlayerTrack): string {
  return track.lang || track.name;
}

/** The text of the active cues, markup (<i>, <c.x>, <v Name>) removed, one line per cue line. */
export function cueText(cues: TextTrackCueList | null | undefined): string {
  if (!cues || cues.length === 0) return '';
  const lines: string[] = [];
  for (let i = 0; i < cues.length; i++) {
    const text = (cues[i] as TextTrackCue & { text?: string }).text;
    if (text) lines.push(text.replace(/<[^>]*>/g, '').trim());
  }
  return lines.filter(Boolean).join('\n');
}

/**
 * Follows the element's text tracks and reports the text of the shown (hidden or showing)
 * subtitle track's active cues whenever it changes. Engines without text tracks report nothing.
 */
export class SubtitleCueWatch {
  private text = '';
  private readonly tracks: TextTrackList | undefined;
  private readonly onCueChange = () => this.update();
  private readonly onAddTrack = (e: Event) => {
    (e as TrackEvent).track?.addEventListener('cuechange', this.onCueChange);
    this.update();
  };

  constructor(
    video: HTMLVideoElement,
    private readonly report: (text: string) => void,
  ) {
    this.tracks = video.textTracks ?? undefined;
    if (!this.tracks || typeof this.tracks.addEventListener !== 'function') return;
    for (let i = 0; i < this.tracks.length; i++) this.tracks[i].addEventListener('cuechange', this.onCueChange);
    this.tracks.addEventListener('addtrack', this.onAddTrack);
    // A mode change (another track chosen, or off) changes what shows before any cuechange.
    this.tracks.addEventListener('change', this.onCueChange);
  }

  /** Reads the active cues again (a stream switched or unloaded). */
  update(): void {
    const list = this.tracks;
    let text = '';
    if (list) {
      for (let i = 0; i < list.length; i++) {
        const t = list[i];
        if ((t.kind === 'subtitles' || t.kind === 'captions') && t.mode !== 'disabled') {
          text = cueText(t.activeCues);
          break;
        }
      }
    }
    if (text === this.text) return;
    this.text = text;
    this.report(text);
  }

  get current(): string {
    return this.text;
  }

  dispose(): void {
    const list = this.tracks;
    if (!list || typeof list.removeEventListener !== 'function') return;
    for (let i = 0; i < list.length; i++) list[i].removeEventListener('cuechange', this.onCueChange);
    list.removeEventListener('addtrack', this.onAddTrack);
    list.removeEventListener('change', this.onCueChange);
  }
}
