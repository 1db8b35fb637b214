export async function runPlayerSoak(_o: { mediaSeconds: number; rate: number; sampleEvery: number; seeks: number[]; log: (m: string) => void }) {
  return null;
}
