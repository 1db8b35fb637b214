// Poster URL sized for its box. Uses the spec's sizing steps (200/400/600/800/1000 wide, 1.3
// factor); to be replaced by the src/lib image-size helper once it lands.
const STEPS = [200, 400, 600, 800, 1000];

export function sizedWidth(designWidth: number, screenScale = typeof window !== 'undefined' ? window.innerWidth / 1920 : 1): number {
  const need = designWidth * screenScale * 1.3;
  for (const s of STEPS) if (s >= need) return s;
  return STEPS[STEPS.length - 1];
}

export function posterSrc(url: string, designWidth: number): string {
  if (!url) return url;
  const w = sizedWidth(designWidth);
  return url + (url.includes('?') ? '&' : '?') + 'w=' + w;
}
