import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Link } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followStaticLinks, staticPart } from './static-part';

function Promo() {
  return (
    <section>
      <h2>Summer edit</h2>
      <Link href="/shop?category=women">Shop Women</Link>
    </section>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('staticPart', () => {
  it('keeps the server HTML of a part and never loads its code, through later renders of the page', async () => {
    const load = vi.fn(async () => ({ default: Promo }));
    const Part = staticPart('promo-from-server', load);
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <main data-renders={count}>
          <button onClick={() => setCount(count + 1)}>Render again</button>
          <Part />
        </main>
      );
    }
    const container = document.createElement('div');
    // What the server renders for <Page />: the part's wrapper around the part.
    container.innerHTML =
      '<main data-renders="0"><button>Render again</button><div data-static-part="promo-from-server" class="contents"><section><h2>Summer edit</h2><a href="/shop?category=women">Shop Women</a></section></div></main>';
    document.body.append(container);
    const heading = screen.getByRole('heading', { name: 'Summer edit' });

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));

    expect(container.querySelector('main')?.dataset.renders).toBe('1');
    expect(screen.getByRole('heading', { name: 'Summer edit' })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/shop?category=women');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a part the browser renders itself, the page waiting for it', async () => {
    let arrive!: () => void;
    const load = vi.fn(
      () => new Promise<{ default: typeof Promo }>((resolve) => (arrive = () => resolve({ default: Promo }))),
    );
    const Part = staticPart('promo-in-browser', load);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading page</p>}>
          <h1>Home</h1>
          <Part />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();

    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summer edit' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('followStaticLinks', () => {
  /** Each link click, and whether the app took it over (else the browser follows the link). */
  function page(html: string) {
    document.body.innerHTML = html;
    const stop = followStaticLinks();
    const clicks: { link: string; takenByApp: boolean }[] = [];
    // Runs after the app's listener (window is the last stop of a click); jsdom cannot follow links.
    const record = (event: MouseEvent) => {
      clicks.push({ link: (event.target as Element).textContent ?? '', takenByApp: event.defaultPrevented });
      event.preventDefault();
    };
    window.addEventListener('click', record);
    return {
      clicks,
      stop: () => {
        stop();
        window.removeEventListener('click', record);
      },
    };
  }

  it('routes a plain click on a link of a static part inside the app', async () => {
    const { clicks, stop } = page('<div data-static-part="p"><a href="/shop?category=men">Shop Men</a></div>');
    await userEvent.click(screen.getByRole('link', { name: 'Shop Men' }));
    stop();
    expect(clicks).toEqual([{ link: 'Shop Men', takenByApp: true }]);
    expect(window.location.pathname + window.location.search).toBe('/shop?category=men');
  });

  it('leaves to the browser a click with a modifier, a link to another site or a new tab, and links outside static parts', async () => {
    const { clicks, stop } = page(
      '<div data-static-part="p"><a href="/shop">Modified</a><a href="https://example.com/x">Elsewhere</a><a href="/about" target="_blank">New tab</a></div><a href="/contact">Outside</a>',
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Modified' }));
    await user.keyboard('{/Control}');
    for (const name of ['Elsewhere', 'New tab', 'Outside']) await user.click(screen.getByRole('link', { name }));
    stop();
    expect(clicks.map((click) => click.takenByApp)).toEqual([false, false, false, false]);
    expect(window.location.pathname).toBe('/');
  });
});
