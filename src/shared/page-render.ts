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

/** Dispatched on the document when the page, or a part of it, has come alive (lib/tap-keeper.ts). */
export const LIVE_EVENT = 'store:live';

/** On a button tapped before its code ran, while the tap waits to be carried out (styles.css). */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/**
 * Keeps the taps made before the page's code runs. On a phone's connection the page is on
 * screen a second or more before its code takes over its controls; a tap in that gap would do
 * nothing, and the shopper would not know. From the head, before anything is on screen, this
 * listens (capturing, so first) for what the shopper does to controls whose code is not live
 * yet (the page is not marked data-ready, or the control is in a part that loads on its own and
 * is not marked data-live):
 * - a click on a button or a form's submission is stopped, the button marked as working
 *   (TAP_PENDING_ATTRIBUTE) and the tap kept;
 * - a change to a field (typed text, a ticked box, a chosen option) is left to the browser,
 *   which shows it at once, and the field's last value is kept.
 * When the page says something came alive (LIVE_EVENT), what was kept for controls now live is
 * carried out in the order it happened, one per task so each sees what the one before changed:
 * a tap by clicking the button again (a button the page drew anew, rather than took over, is
 * found again by its name and place among buttons so named), a field's value by the events the
 * code listens for (a field drawn anew is found again by its label or name and its place among
 * fields so named). React took the field's value over when it hydrated without being told it
 * changed, so the value is first set through the element (React's change tracking notes it)
 * and then through its prototype (it does not), and the input event then reads as a change.
 * A box is ticked again by a click only when it differs from what the server drew. Links are
 * left alone: they work without the code. A tap is carried out once: the replay's own click
 * finds the control live and passes.
 */
// Marked pure, as HEAD_SCRIPT below.
const TAP_KEEPER = /* @__PURE__ */ [
  ';(function(){',
  'var d=document,kept=[];',
  'function dead(el){return !d.documentElement.hasAttribute("data-ready")||!!el.closest("[data-island]:not([data-live])")}',
  // What a control is called, to find it again if the page was drawn anew rather than taken over.
  'function name(el){return el.getAttribute("aria-label")||el.textContent.trim()}',
  'function ticks(el){return el.type==="checkbox"||el.type==="radio"}',
  // A field's: its label, or its name (with its value, for one box of many), id or label's words.
  'function fname(el){return el.getAttribute("aria-label")||(el.name?el.name+(ticks(el)?"="+el.value:""):"")||el.id||(el.labels&&el.labels.length?el.labels[0].textContent.trim():"")}',
  'function place(k,el){var all=d.querySelectorAll(k.tag),f=k.field?fname:name;k.n=0;for(var i=0;i<all.length&&all[i]!==el;i++)if(f(all[i])===k.name)k.n++}',
  'function same(k){var all=d.querySelectorAll(k.tag),n=0,f=k.field?fname:name;for(var i=0;i<all.length;i++){if(f(all[i])!==k.name)continue;if(all[i]===k.el||n===k.n)return all[i];n++}return null}',
  'function keep(e){',
  'var t=e.target;if(!t||!t.closest)return;',
  'var form=e.type==="submit",el=form?t:t.closest("button,[role=button],summary");',
  'if(!el||el.disabled||!dead(el))return;',
  'e.preventDefault();e.stopImmediatePropagation();',
  `el.setAttribute(${JSON.stringify(TAP_PENDING_ATTRIBUTE)},"");`,
  'var k={el:el,tag:el.tagName,name:name(el),n:0,form:form,submitter:form?e.submitter||null:null};',
  'place(k,el);kept.push(k)}',
  'function field(e){',
  'var t=e.target;if(!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)||t.type==="file"||!dead(t))return;',
  'var k=null;for(var i=0;i<kept.length;i++)if(kept[i].field===t)k=kept[i];',
  'if(!k){kept.push(k={el:t,field:t,tag:t.tagName,name:fname(t),n:0});place(k,t)}',
  'k.value=ticks(t)?t.checked:t.value}',
  'function put(k){var el=k.el.isConnected?k.el:same(k);if(!el)return;',
  'if(ticks(el)){if(k.value!==el.defaultChecked){el.checked=!k.value;el.click()}return}',
  'if(el.tagName==="SELECT"){el.value=k.value;el.dispatchEvent(new Event("change",{bubbles:true}));return}',
  'var own=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value");',
  'el.value=k.value===""?" ":"";own.set.call(el,k.value);',
  'el.dispatchEvent(new Event("input",{bubbles:true}));el.dispatchEvent(new Event("change",{bubbles:true}))}',
  'd.addEventListener("click",keep,true);d.addEventListener("submit",keep,true);',
  'd.addEventListener("input",field,true);d.addEventListener("change",field,true);',
  `d.addEventListener(${JSON.stringify(LIVE_EVENT)},function(){`,
  'var due=kept.filter(function(k){return !k.el.isConnected||!dead(k.el)});',
  'kept=kept.filter(function(k){return due.indexOf(k)<0});',
  '(function next(){var k=due.shift();if(!k)return;',
  'if(k.field)put(k);else{',
  `k.el.removeAttribute(${JSON.stringify(TAP_PENDING_ATTRIBUTE)});`,
  'var el=k.el.isConnected?k.el:same(k);',
  'if(el&&!el.disabled){var by=k.submitter&&k.submitter.isConnected?k.submitter:null;if(!k.form)el.click();else if(by)el.requestSubmit(by);else el.requestSubmit()}}',
  'setTimeout(next)})()})',
  '})();',
].join('');

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
  TAP_KEEPER,
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
