// Sends a file in 2 MB parts, resumably (beyond the spec, like tus): the server is first asked
// which parts it holds (uploadStatus) and only the others are sent, one after another. Any
// failure stops the loop (spec 001 §8: no further chunk is sent) and rejects.
import { chunkCount, chunkRange, missingChunks } from './publish-rules';
import type { ChunkFields, PublishTransport, UploadKind } from './publish-transport';

export interface ChunkedUploadInput {
  kind: UploadKind;
  file: Blob;
  /** uniqueFileID: CreateVideoFile's uniqueFileName, or the client's own cover key. */
  key: string;
  uid: number;
  signal: AbortSignal;
  /** Called after each part the server holds: (parts held, parts in all). */
  onProgress?: (held: number, total: number) => void;
}

export interface ChunkedUploadResult {
  filepath: string;
  /** The parts actually sent by this call (a resume sends fewer). */
  sent: number[];
}

export async function uploadInChunks(t: PublishTransport, input: ChunkedUploadInput): Promise<ChunkedUploadResult> {
  const { kind, file, key, uid, signal } = input;
  const total = chunkCount(file.size);
  const state = await t.status(kind, key, signal);
  if (state.done) {
    input.onProgress?.(total, total);
    return { filepath: state.filepath, sent: [] };
  }
  const todo = missingChunks(total, state.received);
  let held = total - todo.length;
  input.onProgress?.(held, total);
  const sent: number[] = [];
  let filepath = '';
  for (const chunk of todo) {
    signal.throwIfAborted();
    const [from, to] = chunkRange(chunk, file.size);
    const fields: ChunkFields = { chunk, chunks: total, uniqueFileID: key, uid };
    const reply = await t.sendChunk(kind, fields, file.slice(from, to), signal);
    sent.push(chunk);
    held += 1;
    input.onProgress?.(held, total);
    if (reply.done) filepath = reply.filepath;
  }
  if (!filepath) {
    // Every part was already there but the set was not marked done: ask once more.
    const after = await t.status(kind, key, signal);
    if (!after.done) throw new Error('upload incomplete');
    filepath = after.filepath;
  }
  return { filepath, sent };
}
