// A new page starts at its top, scrolled smoothly (instantly for shoppers who prefer reduced
// motion). Back and Forward return to where the shopper was on that page (scroll-memory.ts),
// so a list left for a product comes back at the same card. The first render keeps the
// browser's own scroll restoration on reload.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listenForPositions, restorePosition, takeDuePosition } from './scroll-memory';

listenForPositions();

export function ScrollToTop() {
  const [location] = useLocation();
  const search = useSearch();
  const previous = useRef({ location, search });

  useEffect(() => {
    const before = previous.current;
    if (before.location === location && before.search === search) return;
    previous.current = { location, search };
    const due = takeDuePosition();
    if (due) return restorePosition(due);
    // A new filter or page of the same list keeps its place; the list scrolls itself when it should.
    if (before.location === location) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
  }, [location, search]);

  return null;
}
