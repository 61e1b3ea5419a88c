// The slice of jsdom's API the server tests use to read XML answers (the package ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
