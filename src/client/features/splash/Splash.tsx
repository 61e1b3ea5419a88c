// The welcome splash: logo and tagline over the page on a browser's first visit, when that
// visit starts at the home page (a shopper who follows a link to a product, a category or a
// search goes straight to it), for TIMINGS_MS.splash then fading out over TIMINGS_MS.splashFade.
// Any first page marks the browser as having visited, so the splash never shows twice.
// A click or Escape skips it; with reduced motion it simply disappears. The page renders
// underneath from the start, so the splash never delays it.
// The server's HTML always holds it, shown by styles only when the head script found a first
// visit to the home page (shared/page-render.ts); the browser's first render agrees, then decides.
import { useCallback, useEffect, useState } from 'react';
import { SPLASH_SEEN_KEY } from '../../../shared/page-render';
import { STORE, TIMINGS_MS } from '../../../shared/store-essentials';
import { useBrowserStateKnown } from '../../lib/browser-state';
import { cx } from '../../lib/cx';
import { Logo } from '../../components/brand/Logo';

export { SPLASH_SEEN_KEY };

function visitedBefore(): boolean {
  try {
    return window.localStorage.getItem(SPLASH_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

function markVisited() {
  try {
    window.localStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // storage unavailable: the splash may show again, which is harmless
  }
}

/** Decided once per page load, from where the visit starts; the first page marks the visit. */
function splashWanted(): boolean {
  const wanted = window.location.pathname === '/' && !visitedBefore();
  markVisited();
  return wanted;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function SplashScreen({ onDone }: { onDone: () => void }) {
  const [fading, setFading] = useState(false);
  const [reduced] = useState(prefersReducedMotion);

  useEffect(() => {
    const timer = fading
      ? setTimeout(onDone, reduced ? 0 : TIMINGS_MS.splashFade)
      : setTimeout(() => setFading(true), TIMINGS_MS.splash);
    return () => clearTimeout(timer);
  }, [fading, reduced, onDone]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFading(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <SplashView
      onSkip={() => setFading(true)}
      style={reduced ? undefined : { transitionDuration: `${TIMINGS_MS.splashFade}ms` }}
      className={cx(!reduced && 'transition-opacity ease-out', fading && 'pointer-events-none opacity-0')}
    />
  );
}

function SplashView({
  onSkip,
  style,
  className,
}: {
  onSkip?: () => void;
  style?: React.CSSProperties;
  className?: string;
}) {
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={`Welcome to ${STORE.name}`}
      onClick={onSkip}
      style={style}
      className={cx(
        'fixed inset-0 z-[100] flex cursor-pointer flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-800 via-brand-700 to-accent-600 px-6 text-center text-white',
        className,
      )}
    >
      <Logo size="lg" inverted className="flex-col" />
      <p className="max-w-md font-display text-lg italic text-white/90 sm:text-xl">{STORE.tagline}</p>
      <button
        type="button"
        onClick={onSkip}
        className="absolute bottom-8 rounded-full border border-white/40 px-5 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Skip intro
      </button>
    </div>
  );
}

/** Shows the splash on a first visit that starts at the home page; once gone it never returns. */
export function Splash() {
  // Decided once per page load, when the browser's state is first read.
  const [wantedAtLoad] = useState(() => {
    let wanted: boolean | undefined;
    return () => (wanted ??= splashWanted());
  });
  // Undecided (null) on the server and in the browser's first render, which reuse its HTML.
  const wanted = useBrowserStateKnown() ? wantedAtLoad() : null;
  const [gone, setGone] = useState(false);
  const hide = useCallback(() => setGone(true), []);
  if (gone || wanted === false) return null;
  if (wanted === null) return <SplashView className="splash-undecided" />;
  return <SplashScreen onDone={hide} />;
}
