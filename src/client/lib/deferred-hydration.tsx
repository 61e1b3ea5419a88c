// Server-rendered parts whose code loads, and which come alive, when they near the screen:
// below the fold as the shopper scrolls, or never on a screen that hides them (the desktop
// navigation on a phone). The page shows them from its HTML at once, but its first load
// carries neither their code nor their work. Links in them work before (as plain links);
// buttons wait, so a part starts loading well before it reaches the screen.
import { Suspense, use, useEffect, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** How far below the screen a part starts loading: about a phone screen of scrolling ahead. */
const AHEAD = '800px 0px';

const loaded = new Map<string, Promise<Module<never>>>();
const waits = new Map<string, { element: Element | null; promise: Promise<Module<never>> }>();

function loadOnce<P>(name: string, load: () => Promise<Module<P>>): Promise<Module<P>> {
  let promise = loaded.get(name);
  if (!promise) {
    promise = load() as Promise<Module<never>>;
    loaded.set(name, promise);
  }
  return promise as Promise<Module<P>>;
}

const selector = (name: string) => `[data-island="${name}"]`;

/**
 * The part's code, once it is near the screen. A part the browser renders itself (not from
 * the server's HTML: its element is not there yet) loads at once; so does one that was
 * waiting on an element since gone (the shopper left the page and came back).
 */
function whenNear<P>(name: string, load: () => Promise<Module<P>>): Promise<Module<P>> {
  if (typeof document === 'undefined') return loadOnce(name, load);
  const waiting = waits.get(name);
  if (waiting && (waiting.element === null || waiting.element.isConnected)) return waiting.promise as Promise<Module<P>>;
  const element = document.querySelector(selector(name));
  // The wrapper takes no box (display: contents); its first element is what shows.
  const shown = element?.firstElementChild;
  let promise: Promise<Module<P>>;
  if (!shown || typeof IntersectionObserver === 'undefined') {
    promise = loadOnce(name, load);
  } else {
    promise = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(shown);
    }).then(() => loadOnce(name, load));
  }
  waits.set(name, { element, promise: promise as Promise<Module<never>> });
  return promise;
}

/** A component rendered in full on the server, loaded and hydrated in the browser when near the screen. */
export function deferredHydration<P extends object>(name: string, load: () => Promise<Module<P>>): ComponentType<P> {
  function Loaded(props: P) {
    const { default: Component } = use(whenNear(name, load));
    // Marks the part as live (browser tests wait for it before pressing its buttons).
    useEffect(() => {
      document.querySelector(selector(name))?.setAttribute('data-live', '');
    }, []);
    return <Component {...props} />;
  }
  function Island(props: P) {
    return (
      <div data-island={name} className="contents">
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Deferred(${name})`;
  return Island;
}
