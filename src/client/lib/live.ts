import { LIVE_EVENT } from '../../shared/page-render';

/**
 * Tells the head's tap keeper (shared/page-render.ts) that code has taken over the page or a
 * part of it: the taps it kept for what is now live are carried out.
 */
export function announceLive(): void {
  document.dispatchEvent(new Event(LIVE_EVENT));
}
