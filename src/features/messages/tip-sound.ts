// The tip's sound: a short two-tone chime made with Web Audio, so no audio file ships. Browsers
// refuse sound before the first user gesture, and some TV engines have no AudioContext: then
// the tip is silent, never broken.
type AudioCtor = typeof AudioContext;

let ctx: AudioContext | null = null;

export function playTipSound(): void {
  try {
    const w = window as unknown as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
    const Ctor = w.AudioContext ?? w.webkitAudioContext;
    if (!Ctor) return;
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    [880, 1320].forEach((freq, i) => {
      const c = ctx as AudioContext;
      const osc = c.createOscillator();
      const gain = c.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.18);
      osc.connect(gain).connect(c.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.2);
    });
  } catch {
    // no sound available: the banner and the red dot still tell
  }
}
