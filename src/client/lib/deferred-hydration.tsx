// Server-rendered parts whose code loads, and which come alive, when they near the screen:
// below the fold as the shopper scrolls, or never on a screen that hides them (the desktop
// navigation on a phone). The page shows them from its HTML at once, but its first load
// carries neither their code nor their work. Links in them work before (as plain links);
// buttons wait, so a part starts loading well before it reaches the screen.
import { memo, Suspense, use, useEffect, type ComponentType } from 'react';
import { DEFERRED_PART_AHEAD_PX } from '../../shared/page-render';
import { announceLive } from './live';

type Module<P> = { default: ComponentType<P> };

const selector = (name: string) => `[data-island="${name}"]`;

/**
 * Resolves once the element is shown within DEFERRED_PART_AHEAD_PX of the screen, or once it is
 * taken out of the page (React gave up hydrating it and shows nothing until the code is there).
 */
function near(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      onScreen.disconnect();
      removal?.disconnect();
      resolve();
    };
    const onScreen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${DEFERRED_PART_AHEAD_PX}px 0px`,
    });
    onScreen.observe(element);
    const removal =
      element.parentNode && typeof MutationObserver !== 'undefined'
        ? new MutationObserver(() => !element.isConnected && done())
        : null;
    if (removal && element.parentNode) removal.observe(element.parentNode, { childList: true });
  });
}

/** A component rendered in full on the server, loaded and hydrated in the browser when near the screen. */
export function deferredHydration<P extends object>(name: string, load: () => Promise<Module<P>>): ComponentType<P> {
  let loading: Promise<Module<P>> | undefined;
  const loadOnce = () => (loading ??= load());
  /** The server HTML element the code waits on (null: it loaded at once), and that wait. */
  let waiting: { element: Element | null; code: Promise<Module<P>> } | undefined;

  /**
   * The part's code, once it is near the screen. A part the browser renders itself (not from
   * the server's HTML: its element is not there yet) loads at once; so does one that was
   * waiting on an element since gone (the shopper left the page and came back).
   */
  function whenNear(): Promise<Module<P>> {
    if (typeof document === 'undefined') return loadOnce();
    if (waiting && (waiting.element === null || waiting.element.isConnected)) return waiting.code;
    const element = document.querySelector(selector(name));
    // The wrapper takes no box (display: contents); its first element is what shows.
    const shown = element?.firstElementChild;
    const code = !shown || typeof IntersectionObserver === 'undefined' ? loadOnce() : near(shown).then(loadOnce);
    waiting = { element, code };
    return code;
  }

  function Loaded(props: P) {
    const { default: Component } = use(whenNear());
    // Marks the part as live (browser tests wait for it before pressing its buttons).
    useEffect(() => {
      document.querySelector(selector(name))?.setAttribute('data-live', '');
      announceLive();
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
  // A part still waiting to hydrate that receives new elements (its page rendered again, say
  // when the store's limits arrive) is given up by React and rendered afresh in the browser:
  // its server HTML would vanish until its code loads. Unchanged props leave it alone.
  return memo(Island) as unknown as ComponentType<P>;
}
