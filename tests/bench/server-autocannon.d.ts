// The part of autocannon's API the server bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; p99: number; p50: number; max: number }
  interface Result { requests: Histogram; latency: Histogram; errors: number; non2xx: number; timeouts: number }
  interface Client { on(event: 'body', fn: (buf: Buffer) => void): void }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; path?: string; body?: string; headers?: Record<string, string> }[];
    setupClient?: (client: Client) => void;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
