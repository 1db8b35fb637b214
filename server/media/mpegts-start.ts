// Where an MPEG-TS segment's clock starts. WebVTT subtitles in HLS carry
// X-TIMESTAMP-MAP=MPEGTS:<ticks>,LOCAL:00:00:00.000 to say which 90 kHz time their cue 0 is;
// hls.js maps it against the initPTS it took from the first main segment (the lowest PTS or
// DTS over its tracks). ffmpeg's TS muxer starts near 1.4 s (126000), but not exactly there
// for every build and track mix (AAC priming moves audio earlier), so it is read, not assumed.

const PACKET = 188;

function timestampAt(b: Uint8Array, p: number): number {
  // 33 bits over 5 bytes with marker bits; multiplications keep it exact beyond 32 bits.
  return (
    ((b[p] >> 1) & 0x07) * 2 ** 30 +
    ((b[p + 1] << 7) | (b[p + 2] >> 1)) * 2 ** 15 +
    ((b[p + 3] << 7) | (b[p + 4] >> 1))
  );
}

/**
 * The lowest PTS or DTS of the first PES packet of every elementary stream in `bytes` (an
 * MPEG-TS segment), in 90 kHz ticks; undefined when none is found.
 */
export function mpegTsStartTicks(bytes: Uint8Array): number | undefined {
  const firstOf = new Map<number, number>();
  for (let off = 0; off + PACKET <= bytes.length; off += PACKET) {
    if (bytes[off] !== 0x47) continue;
    const start = (bytes[off + 1] & 0x40) !== 0;
    const pid = ((bytes[off + 1] & 0x1f) << 8) | bytes[off + 2];
    if (!start || firstOf.has(pid) || pid < 0x20) continue;
    const afc = (bytes[off + 3] >> 4) & 0x3;
    if (!(afc & 0x1)) continue;
    let p = off + 4;
    if (afc & 0x2) p += 1 + bytes[p];
    if (p + 14 > off + PACKET) continue;
    // PES start code and a stream id of audio (0xC0-0xDF) or video (0xE0-0xEF).
    if (bytes[p] !== 0 || bytes[p + 1] !== 0 || bytes[p + 2] !== 1 || bytes[p + 3] < 0xc0 || bytes[p + 3] > 0xef) continue;
    const flags = bytes[p + 7] >> 6;
    if (!(flags & 0x2)) continue;
    const pts = timestampAt(bytes, p + 9);
    const dts = flags === 0x3 && p + 19 <= off + PACKET ? timestampAt(bytes, p + 14) : pts;
    firstOf.set(pid, Math.min(pts, dts));
  }
  return firstOf.size ? Math.min(...firstOf.values()) : undefined;
}
