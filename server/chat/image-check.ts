// What an uploaded image is (chat images, avatars), judged by its first bytes (never by a name or a
// declared type): JPEG, PNG, GIF or WebP; anything else is refused.

export interface ImageKind {
  mime: string;
  ext: string;
}

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

export function imageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return { mime: 'image/gif', ext: 'gif' };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** Base64 (optionally a data: URL) to bytes; null when it is not base64 at all. */
export function decodeBase64(data: string): Buffer | null {
  const body = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const clean = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  return Buffer.from(clean, 'base64');
}
