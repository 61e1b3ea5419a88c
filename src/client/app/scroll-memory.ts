// Where the shopper was on each address of this tab, so Back and Forward return there: a list
// left for a product comes back at the same card, not at the top. A position is kept as the
// first marked element in view ([data-scroll-anchor], a list's product cards) and its offset:
// cards below the screen are laid out only when needed (ProductGrid), so the same pixel
// offset can point at a different card once the list is rendered again.

export const SCROLL_ANCHOR = 'data-scroll-anchor';

interface Position {
  y: number;
  anchor: { id: string; top: number } | null;
}

const positions = new Map<string, Position>();
/** The position to return to, taken when Back or Forward is pressed; undefined when none is due. */
let due: Position | null | undefined;

const address = () => `${window.location.pathname}${window.location.search}`;

function firstAnchorInView(): Position['anchor'] {
  for (const element of document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR}]`)) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0) return { id: element.getAttribute(SCROLL_ANCHOR) ?? '', top };
  }
  return null;
}

/** Notes the position on the current address (before the shopper moves on). */
export function rememberPosition(): void {
  positions.set(address(), { y: window.scrollY, anchor: firstAnchorInView() });
}

/** Back or Forward: the position of the address now shown, if this tab was there. */
export function takeDuePosition(): Position | null | undefined {
  const position = due;
  due = undefined;
  return position;
}

let listening = false;

/**
 * Listens for the moments a position must be kept or restored: a click (it may leave the
 * page), and Back or Forward (noted before the router renders the page).
 */
export function listenForPositions(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener('click', rememberPosition, { capture: true });
  window.addEventListener('popstate', () => {
    due = positions.get(address()) ?? null;
  });
}

const MAX_WAIT_MS = 5000;

/** What the shopper does to scroll on their own: from then on the page is theirs. */
const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** How long the card is held in place after it last had to be moved back. */
const SETTLE_MS = 1000;

/**
 * Scrolls back to a kept position once the page has the content for it (its code and data may
 * still be arriving): the anchor card at its old offset, else the old pixel offset. The card is
 * then held there while the list settles: the rows above it are laid out only as they near the
 * screen (ProductGrid), each at an estimated height until then, so drawing them moves the card
 * (on a phone, by most of a card). It is held until SETTLE_MS pass with nothing to correct, the
 * shopper scrolls on their own, or MAX_WAIT_MS pass. Returns a cancel for when the shopper
 * moves on first.
 */
export function restorePosition(position: Position): () => void {
  const started = performance.now();
  let settledSince: number | null = null;
  let frame = 0;
  const stop = () => {
    window.cancelAnimationFrame(frame);
    for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, stop, true);
  };
  for (const type of SHOPPER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  const attempt = () => {
    const now = performance.now();
    const anchor =
      position.anchor && document.querySelector<HTMLElement>(`[${SCROLL_ANCHOR}="${CSS.escape(position.anchor.id)}"]`);
    const waited = now - started > MAX_WAIT_MS;
    if (anchor && position.anchor) {
      const off = anchor.getBoundingClientRect().top - position.anchor.top;
      if (Math.abs(off) > 1) {
        window.scrollTo({ top: window.scrollY + off, behavior: 'instant' });
        settledSince = null;
      } else settledSince ??= now;
      if (waited || (settledSince !== null && now - settledSince > SETTLE_MS)) return stop();
    } else {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= position.y;
      if ((reachable && !position.anchor) || waited) {
        window.scrollTo({ top: position.y, behavior: 'instant' });
        return stop();
      }
    }
    frame = window.requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}
