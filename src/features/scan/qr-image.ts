// QR images for the pages that show one (the TV login). `qrcode` is loaded on first use, so
// it never weighs on the home page's initial script.
export async function qrDataUrl(text: string, size = 320): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size, color: { dark: '#000000', light: '#ffffff' } });
}
