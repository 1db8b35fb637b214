// Tests fake endpoint calls by name: vi.mock('@src/api/call', ...) with withFakeCalls(original,
// { getHotSearch: fn }) answers those endpoints from fn(params, options); every other endpoint
// goes through the real call (and the test's fake server, if any).
type CallModule = typeof import('@src/api/call');
type Fake = (...args: never[]) => unknown;

export function withFakeCalls(real: CallModule, fakes: Record<string, Fake>): CallModule {
  const fakeOf = (ep: { name: string }) => (Object.hasOwn(fakes, ep.name) ? (fakes[ep.name] as (...a: unknown[]) => unknown) : undefined);
  return {
    ...real,
    call: ((ep, params, options) => {
      const fake = fakeOf(ep);
      return fake ? Promise.resolve(fake(params, options)) : real.call(ep, params, options);
    }) as CallModule['call'],
    callEnvelope: ((ep, params, options) => {
      const fake = fakeOf(ep);
      return fake ? Promise.resolve(fake(params, options)).then((data) => ({ data, msg: '' })) : real.callEnvelope(ep, params, options);
    }) as CallModule['callEnvelope'],
  };
}
