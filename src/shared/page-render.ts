// What the server's HTML and the browser's first render of a page agree on.

/** The element holding the query answers the server rendered the page with. */
export const SSR_STATE_ID = 'ssr-state';

/** What the server's renderer (src/client/entry-server.tsx) gives the server for a page. */
export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The query answers it was rendered with (TanStack's dehydrated state), packed (packed-json.ts). */
  state: string;
}

/**
 * Local storage: this browser has been to the store, so the splash is not shown (again). It
 * shows only on a browser's first visit, and only when that visit starts at the home page.
 */
export const SPLASH_SEEN_KEY = 'tj-splash-seen';

import { CUSTOMER_SIGNED_IN_COOKIE } from './customer-signed-in-cookie';

/** Local storage: the shopper's cart lines (features/cart/state.ts). */
export const CART_STORAGE_KEY = 'tj-fashion-cart';

/**
 * Runs in the page's head before the first paint (allowed by its hash in the CSP) and marks
 * on <html> what the server cannot know, so the server's HTML shows the right thing from the
 * first frame (styles.css): `data-splash` for a first visit that starts at the home page (else
 * the splash would appear over a page already on screen), `data-cart-empty` for an empty cart (else the
 * cart page could only show it once the app has loaded), `data-shopper` for a signed-in
 * shopper (the account page's server HTML is its sign-in form, hidden for them until the
 * account shows).
 */
// Marked pure: only the server writes these scripts into pages, so the browser's bundle leaves them out.
export const HEAD_SCRIPT = /* @__PURE__ */ [
  `try{if(location.pathname==="/"&&localStorage.getItem(${JSON.stringify(SPLASH_SEEN_KEY)})===null)document.documentElement.setAttribute("data-splash","")}catch(e){}`,
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||"[]");if(!Array.isArray(c)||!c.length)document.documentElement.setAttribute("data-cart-empty","")}catch(e){document.documentElement.setAttribute("data-cart-empty","")}`,
  `if(document.cookie.indexOf(${JSON.stringify(`${CUSTOMER_SIGNED_IN_COOKIE}=`)})>-1)document.documentElement.setAttribute("data-shopper","")`,
].join('');

/** How long a page's code waits for its lead picture at most (BOOT_SCRIPT), in milliseconds. */
const LEAD_PICTURE_WAIT_MS = 3000;

/**
 * The elementtiming name of a page's lead picture (a product's main photo): the browser reports
 * when it is on screen (Element Timing), and the page's code starts after that (BOOT_SCRIPT).
 */
export const LEAD_PICTURE = 'lead-picture';

/**
 * Starts the app's code once a server-rendered page has painted: the first screen neither
 * waits for the code nor shares the network with it, and a page opened in a background tab
 * starts at once. A page with a lead picture starts once that picture is on screen (where the
 * browser reports it: Element Timing; elsewhere, the frame after it arrived), or failed, or
 * after LEAD_PICTURE_WAIT_MS: on a phone's connection the code's twenty-odd requests would
 * otherwise share the bandwidth with the photo the shopper is waiting for. An inline module at
 * the end of the body (allowed by its hash in the CSP): it costs no request of its own and
 * runs once the document is parsed. Its data-modules name the entry first, then the chunks to
 * preload, inserted in one go (one by one, they were a long task of their own).
 */
export const BOOT_SCRIPT = /* @__PURE__ */ [
  'const [entry, ...chunks] = document.querySelector("script[data-modules]").dataset.modules.split(" ");',
  'let started = false;',
  'function start() {',
  '  if (started) return;',
  '  started = true;',
  '  const links = document.createDocumentFragment();',
  '  for (const href of chunks) {',
  '    const link = document.createElement("link");',
  '    link.rel = "modulepreload";',
  '    link.crossOrigin = "";',
  '    link.href = href;',
  '    links.append(link);',
  '  }',
  '  document.head.append(links);',
  '  import(entry);',
  '}',
  'function afterPaint() {',
  '  requestAnimationFrame(() => setTimeout(start));',
  '}',
  `const lead = document.querySelector('img[elementtiming="${LEAD_PICTURE}"]');`,
  'if (document.visibilityState === "hidden") start();',
  'else if (!lead || (lead.complete && !lead.naturalWidth)) afterPaint();',
  'else {',
  '  if (PerformanceObserver.supportedEntryTypes?.includes("element")) {',
  '    new PerformanceObserver((list) => {',
  '      if (list.getEntries().some((shown) => shown.element === lead)) setTimeout(start);',
  '    }).observe({ type: "element", buffered: true });',
  '  } else if (lead.complete) afterPaint();',
  '  else lead.addEventListener("load", afterPaint);',
  '  lead.addEventListener("error", afterPaint);',
  `  setTimeout(start, ${LEAD_PICTURE_WAIT_MS});`,
  '}',
].join('\n');

/**
 * How far below the screen a server-rendered part that comes alive later starts loading
 * (src/client/lib/deferred-hydration.tsx): about a phone screen of scrolling ahead. The
 * browser tests wait by the same rule.
 */
export const DEFERRED_PART_AHEAD_PX = 800;
