// Reading a QR code from camera frames or a picked photo: the platform's BarcodeDetector where
// it exists, else jsQR (loaded on first use, so only /scanCode pays for it).

interface DetectedBarcode { rawValue: string }
interface BarcodeDetectorLike { detect(source: CanvasImageSource | ImageData): Promise<DetectedBarcode[]> }
type BarcodeDetectorCtor = new (opts: { formats: string[] }) => BarcodeDetectorLike;

let detector: BarcodeDetectorLike | null | undefined;

async function platformDetector(): Promise<BarcodeDetectorLike | null> {
  if (detector !== undefined) return detector;
  const Ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor & { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  detector = null;
  if (Ctor) {
    try {
      const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) detector = new Ctor({ formats: ['qr_code'] });
    } catch {
      detector = null;
    }
  }
  return detector;
}

/** The text of the first QR code in the frame, or null. */
export async function decodeFrame(frame: ImageData): Promise<string | null> {
  const d = await platformDetector();
  if (d) {
    try {
      const found = await d.detect(frame);
      if (found[0]?.rawValue) return found[0].rawValue;
      return null;
    } catch {
      // Some builds list the detector but fail on ImageData: fall through to jsQR.
    }
  }
  const { default: jsQR } = await import('jsqr');
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The longest side a frame is scaled down to before decoding (speed on slow phones). */
const MAX_SIDE = 800;

/** Draws an image or video frame into pixels for the decoder. */
export function framePixels(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement): ImageData | null {
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** The QR text in a picked photo, or null. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const pixels = framePixels(img, img.naturalWidth, img.naturalHeight, document.createElement('canvas'));
    return pixels ? await decodeFrame(pixels) : null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
