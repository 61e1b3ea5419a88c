// The slice of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
