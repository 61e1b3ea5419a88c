// Pages rendered on the server (src/client/entry-server.tsx, built to dist/ssr by
// `npm run build`): the page's markup and the catalogue answers it shows go in its HTML, so
// the first screen paints before the app's code has loaded. The page's requests are answered
// in process (app.inject: the same routes, validation and answer cache as the browser's).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SSR_STATE_ID, type RenderedPage as RenderedMarkup } from '../../shared/page-render';

export interface RenderedPage extends RenderedMarkup {
  /** False when part of the page is left to the browser (a page that reads this browser's storage). */
  complete: boolean;
}

/** React's mark for a part the browser renders itself. */
const BROWSER_RENDERED = '<!--$!-->';

interface ServerEntry {
  renderPage(url: string): Promise<RenderedMarkup>;
  configureServerRender(options: {
    transport: (path: string) => Promise<Response>;
    reportError: (error: unknown) => void;
  }): void;
}

/** A page's render, or undefined when it failed (the browser then renders the page itself). */
export type PageRenderer = (url: string) => Promise<RenderedPage | undefined>;

const NO_BODY = new Set([204, 304]);

/** The renderer built beside the client (dist/ssr next to dist/client), or undefined when there is none. */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string): Promise<PageRenderer | undefined> {
  const entryFile = resolve(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.configureServerRender({
    async transport(path) {
      const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
      return new Response(NO_BODY.has(answer.statusCode) ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
    reportError: (error) => app.log.error({ err: error }, 'part of a page failed to render on the server'),
  });
  return async (url) => {
    try {
      const page = await entry.renderPage(url);
      return { ...page, complete: !page.html.includes(BROWSER_RENDERED) };
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed');
      return undefined;
    }
  };
}

/**
 * React puts what belongs in the head (the page's title, image preloads) first in the markup:
 * its leading run of title, link and meta elements. Text is escaped, so no shop text can
 * produce one.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*/;
export const TITLE = /<title>[^<]*<\/title>/;
export const DESCRIPTION = /<meta name="description"[^>]*>/;

/**
 * The page's markup inside #root and its answers beside it; `<` escaped so no answer can end
 * the script element. The page's title and description replace the template's, so the tab
 * names the page before any script has run (the browser shows the first title in the
 * document) and a search result or shared link describes the page itself.
 */
export function withRenderedPage(indexHtml: string, page: RenderedMarkup): string {
  const state = page.state.replace(/</g, '\\u003c');
  const head = LEADING_HEAD_ELEMENTS.exec(page.html)?.[0] ?? '';
  const title = TITLE.exec(head)?.[0];
  const description = DESCRIPTION.exec(head)?.[0];
  let markup = title ? page.html.replace(title, '') : page.html;
  if (description) markup = markup.replace(description, '');
  // Replaced by functions: a shop's text may hold "$&", which a replacement string would expand.
  let html = title ? indexHtml.replace(TITLE, () => title) : indexHtml;
  if (description) html = html.replace(DESCRIPTION, () => description);
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${markup}</div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
  );
}
