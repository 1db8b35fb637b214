// What the e2e server writes in its data folder for a developer (README): the development
// outbox of verification codes, and the answers of the image captchas it drew.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const lines = <T>(dataDir: string, file: string): T[] => {
  try {
    return readFileSync(join(dataDir, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as T);
  } catch {
    return [];
  }
};

/** The codes sent to a phone or e-mail, oldest first. */
export const codesTo = (dataDir: string, to: string) => lines<{ to: string; code: string }>(dataDir, 'dev-outbox.jsonl').filter((m) => m.to === to);

/** What the captcha `id` shows. */
export const captchaAnswer = (dataDir: string, id: string) => lines<{ id: string; answer: string }>(dataDir, 'e2e-captchas.jsonl').find((c) => c.id === id)?.answer;

export async function postJson(base: string, path: string, body: unknown) {
  const r = await fetch(`${base}${path.toLowerCase()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as { ret: number; msg: string; data: unknown };
}
