// What each page's HTML tells the browser to fetch at once, so nothing waits for the
// app's code to ask for it: the page's own chunks (from Vite's manifest) and, on a product
// page, the product the page will request.
import { BOOT_SCRIPT } from '../../shared/page-render';
import { PAGE_NAMES, type PageName } from '../../shared/pages';

/** The parts of a Vite manifest entry we read. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/** Per page, the script files it needs beyond the ones index.html already loads. */
export function pageModulePreloads(manifest: ViteManifest): Map<PageName, string[]> {
  const loadedByEntry = chunkFiles(manifest, ENTRY);
  const preloads = new Map<PageName, string[]>();
  for (const page of PAGE_NAMES) {
    const keys = [...chunkFiles(manifest, `pages/${page}.tsx`)].filter((key) => !loadedByEntry.has(key));
    preloads.set(
      page,
      keys.map((key) => `/${manifest[key]!.file}`),
    );
  }
  return preloads;
}

/** The API answer a page asks for first, when the path alone says which. */
export function pageDataUrl(page: PageName, pathname: string): string | undefined {
  if (page !== 'Product') return undefined;
  const raw = pathname.slice('/product/'.length).replace(/\/+$/, '');
  try {
    // The same encoding the product page uses, so the browser reuses this answer.
    return `/api/catalog/products/${encodeURIComponent(decodeURIComponent(raw))}`;
  } catch {
    return undefined;
  }
}

export const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function hintTags(modules: readonly string[], dataUrl: string | undefined): string {
  const tags = modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
  if (dataUrl) tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(dataUrl)}">`);
  return tags.join('');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A page whose first screen the server rendered loads no script up front: an inline one
 * (BOOT_SCRIPT) starts the app's modules (the entry, its chunks, the page's own) once the page
 * has painted, so the first paint neither waits for them nor shares the network with them.
 */
export function codeAfterPaint(indexHtml: string, pageModules: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes('</body>')) return indexHtml;
  const chunks = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const modules = [entry, ...chunks, ...pageModules].map(attribute).join(' ');
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `<script type="module" data-modules="${modules}">${BOOT_SCRIPT}</script></body>`);
}
