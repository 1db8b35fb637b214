// Puts the player's one <video> element into a host element (first child, filling it, inline
// on phones) and returns how to take it out again: the watch page's surface and the short-video
// feed's slot both move the same element instead of making a new one.
export function mountVideo(host: HTMLElement, video: HTMLVideoElement): () => void {
  video.dataset.testid = 'video';
  video.setAttribute('playsinline', '');
  video.setAttribute('webkit-playsinline', '');
  Object.assign(video.style, { width: '100%', height: '100%', objectFit: 'contain', background: '#000', display: 'block' });
  host.prepend(video);
  return () => {
    if (video.parentNode === host) host.removeChild(video);
  };
}
