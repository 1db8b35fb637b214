// Sizes are written in 1920x1080 design pixels and emitted as rem; the TV shell sets
// html { font-size: calc(100vw / 19.2) } so 1rem = 100 design px at any screen width.
export function rem(designPx: number): string {
  return `${designPx / 100}rem`;
}
