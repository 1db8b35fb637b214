// The CODECS attribute must name the real H.264 profile and level, or strict players (Safari,
// some TV chips) refuse the variant. Read them from the first SPS in a segment.

/** RFC 6381 `avc1.PPCCLL` from the first sequence parameter set in an Annex B byte stream, or undefined. */
export function avcCodecFromBytes(bytes: Uint8Array): string | undefined {
  for (let i = 0; i + 6 < bytes.length; i++) {
    if (bytes[i] !== 0 || bytes[i + 1] !== 0 || bytes[i + 2] !== 1) continue;
    const nalType = bytes[i + 3] & 0x1f;
    if (nalType !== 7) continue;
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    const profile = bytes[i + 4];
    // Only plausible H.264 profile_idc values; MPEG-TS packet headers can fake a start code.
    if (![66, 77, 88, 100, 110, 122, 244].includes(profile)) continue;
    return `avc1.${hex(profile)}${hex(bytes[i + 5])}${hex(bytes[i + 6])}`;
  }
  return undefined;
}
