// /scanCode's photo pick (no camera, or refused): the picked image is read for a QR code; found,
// it opens what the code holds (in place of the scan page), else the page stays and says so.
import { done, stay, useStep } from '@src/data/use-step';
import type { Next } from '@src/lib/next';
import { decodeImageFile } from './decode';
import { scanTarget } from './scan-text';

/** Where a read code leads: /authorizeLogin for a login ticket, else /scanCodeResult (the scan page is replaced). */
export const scanNext = (text: string): Next => ({ next: scanTarget(text), replace: true });

export function useScanPhoto() {
  return useStep(async (file: File) => {
    const text = await decodeImageFile(file).catch(() => null);
    return text ? done(scanNext(text)) : stay('scan.notFound');
  });
}
