// A media module that fails to load stops the start with its reason, instead of a server that
// silently has no /media routes.
import { describe, expect, it } from 'vitest';
import { loadMedia } from './app';

describe('loadMedia', () => {
  it('loads the real media module', async () => {
    const media = await loadMedia();
    expect(typeof media.registerMediaRoutes).toBe('function');
    expect(typeof media.ensureDemoMedia).toBe('function');
  });

  it('fails with a message naming the media module and the cause', async () => {
    const broken = () => Promise.reject(new Error("Cannot find module './renditions'"));
    await expect(loadMedia(broken)).rejects.toThrow("the media module (server/media) failed to load: Cannot find module './renditions'");
  });
});
