// A page's HTML: the built index.html with the page's code named in it and, when the server
// renderer is built, the page itself (server-render.ts). Pages are kept like catalogue answers,
// emptied on every catalogue or stock change, and kept compressed too: compressing a rendered
// shop page (300 KB, most of it its answers) cost more than everything else in serving it.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { HEAD_SCRIPT } from '../../shared/page-render';
import { pageFor } from '../../shared/routes';
import { DEFAULT_CACHE_LIMITS, ResponseCache } from '../http/response-cache';
import { codeAfterPaint, hintTags, pageDataUrl } from './page-hints';
import { withHead, type PageHeads } from './page-head';
import { withRenderedPage, type PageRenderer } from './server-render';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

interface PageSource {
  template: string;
  /** Per page, the modules it needs beyond the entry's (page-hints.ts). */
  modulePreloads: Map<ReturnType<typeof pageFor>, string[]>;
  renderPage: PageRenderer | undefined;
  /**
   * Time spent rendering pages in each second, at most (PAGE_RENDER_MS_PER_SECOND, default
   * half a core). Past it, a page goes out unrendered, for the browser to render as it would
   * without a server render: a flood of distinct URLs costs the server little, and the shopper
   * still gets the page. Kept pages cost nothing against it.
   */
  renderMsPerSecond: number;
  /** Milliseconds, for the render budget; a test's own clock. */
  now?: () => number;
  /** The page's status and head (page-head.ts); without it, 404 for paths the store does not have. */
  heads?: PageHeads;
}

/** A page's HTML and the status it is sent with, kept together. */
export interface PageAnswer {
  body: Buffer;
  status: number;
}

export function createPages(app: FastifyInstance, source: PageSource) {
  const cache = new ResponseCache(DEFAULT_CACHE_LIMITS);
  const unsubscribe = app.catalogEvents.onChange(() => cache.clear());
  app.addHook('onClose', async () => void unsubscribe());

  const now = source.now ?? (() => performance.now());
  let second = { start: -Infinity, spentMs: 0 };

  async function render(url: string) {
    if (!source.renderPage) return undefined;
    const start = now();
    if (start - second.start >= 1000) second = { start, spentMs: 0 };
    if (second.spentMs >= source.renderMsPerSecond) return undefined;
    try {
      return await source.renderPage(url);
    } finally {
      second.spentMs += now() - start;
    }
  }

  async function assemble(url: string, path: string): Promise<PageAnswer & { keep: boolean }> {
    const page = pageFor(path);
    const pageModules = source.modulePreloads.get(page) ?? [];
    const [rendered, head] = await Promise.all([
      render(url),
      // Without its head the page still goes out (with the template's), and is not kept.
      source.heads?.(url).catch((error: unknown) => {
        app.log.error({ err: error, url }, "a page's head failed");
        return null;
      }),
    ]);
    let html: string;
    if (rendered?.complete) {
      // The whole first screen is in the HTML, its data too: the code can wait for the paint.
      html = withRenderedPage(codeAfterPaint(source.template, pageModules), rendered);
    } else {
      // The page (or part of it) is rendered in the browser: its code and data are asked for at once.
      html = source.template.replace('</head>', () => `${hintTags(pageModules, pageDataUrl(page, path))}</head>`);
      if (rendered) html = withRenderedPage(html, rendered);
    }
    if (head) html = withHead(html, head);
    // Before the stylesheet: an inline script after one would wait for it.
    const body = Buffer.from(html.replace('<title>', `<script>${HEAD_SCRIPT}</script><title>`));
    // A page left unrendered (failed, or past the render budget) is not kept: the next request renders it.
    const status = head?.status ?? (page === 'NotFound' ? 404 : 200);
    return {
      body,
      status,
      keep: (rendered !== undefined || source.renderPage === undefined) && head !== null && head?.keep !== false,
    };
  }

  /** The page's HTML for this URL, in this encoding, with its status (kept with it). */
  return async function pageBody(url: string, path: string, encoding: Encoding | undefined): Promise<PageAnswer> {
    const key = `${encoding ?? 'identity'} ${url}`;
    const answer = (entry: { body: Buffer; headers: Record<string, string> }): PageAnswer => ({
      body: entry.body,
      status: Number(entry.headers.status),
    });
    const kept = cache.get(key);
    if (kept) return answer(kept);
    const generation = cache.currentGeneration;
    const plain = cache.get(`identity ${url}`);
    const { body, status, keep } = plain ? { ...answer(plain), keep: true } : await assemble(url, path);
    const headers = { status: String(status) };
    if (keep && !plain) cache.set(`identity ${url}`, body, headers, generation);
    if (!encoding) return { body, status };
    const compressed = await compressors[encoding](body);
    if (keep) cache.set(key, compressed, headers, generation);
    return { body: compressed, status };
  };
}
