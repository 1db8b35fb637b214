// Object URLs for picked files and drawn frames, revoked when the blob changes or the view goes.
import { useEffect, useMemo } from 'react';

export function useObjectUrl(blob: Blob | null | undefined): string {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : ''), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export function useObjectUrls(blobs: readonly Blob[]): string[] {
  const urls = useMemo(() => blobs.map((b) => URL.createObjectURL(b)), [blobs]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}
