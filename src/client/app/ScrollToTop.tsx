// The page scrolls smoothly to the top on every route change (instantly
// for shoppers who prefer reduced motion). The first render keeps the browser's own
// scroll restoration on reload.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export function ScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
  }, [location]);

  return null;
}
