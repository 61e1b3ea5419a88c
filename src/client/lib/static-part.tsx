// Server-rendered parts with nothing to do in the browser: text, pictures and links. Where the
// server rendered them, the browser keeps their HTML as it is and never loads their code; a
// click on one of their links is routed by the app all the same (followStaticLinks). Where
// the browser renders them itself (the shopper came from another page), their code loads then.
import { lazy, useState, type ComponentType } from 'react';
import { navigate } from 'wouter/use-browser-location';

type Module = { default: ComponentType };

const selector = (name: string) => `[data-static-part="${name}"]`;

/** The server's HTML for the part, while the page is being hydrated; null once it is not there. */
function serverHtml(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(selector(name))?.innerHTML ?? null;
}

/** A component that takes no props and shows only text, pictures and links. */
export function staticPart(name: string, load: () => Promise<Module>): ComponentType {
  const Component = lazy(load);
  function StaticPart() {
    // Read once: React then never touches the kept HTML again (the same string each render).
    const [html] = useState(() => serverHtml(name));
    if (html !== null)
      return <div data-static-part={name} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
    // No boundary of its own: the page waits for the part (its loading state) rather than
    // showing without it and moving when it comes.
    return (
      <div data-static-part={name} className="contents">
        <Component />
      </div>
    );
  }
  StaticPart.displayName = `Static(${name})`;
  return StaticPart;
}

/**
 * Routes a plain click on a link of a static part inside the app, as the link would if its
 * code were loaded; other clicks (new tab, download, another site, a link React handled) are
 * left to the browser. Returns the function that stops it.
 */
export function followStaticLinks(): () => void {
  function onClick(event: MouseEvent) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-static-part]')) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
