import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredHydration } from './deferred-hydration';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`Clicked ${count}`}</button>;
}

/** An IntersectionObserver the test moves: `show()` brings every observed element on screen. */
function stubObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    },
  );
  return {
    observed,
    show: () => {
      for (const { element, callback } of observed)
        callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('deferredHydration', () => {
  it('keeps the server HTML of a part, without its code, until it nears the screen; then it comes alive', async () => {
    const screenEdge = stubObserver();
    const load = vi.fn(async () => ({ default: Counter }));
    const Part = deferredHydration('counter-from-server', load);
    const container = document.createElement('div');
    // What the server renders for <Part />: the wrapper, then the part inside its boundary.
    container.innerHTML =
      '<div data-island="counter-from-server" class="contents"><!--$--><button>Clicked 0</button><!--/$--></div>';
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Part />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screenEdge.observed.map((o) => o.element.tagName)).toEqual(['BUTTON']);
    expect(container.querySelector('[data-live]')).toBeNull();

    await act(async () => screenEdge.show());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-island="counter-from-server"][data-live]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('keeps the server HTML when the page around the part renders again before the part nears the screen', async () => {
    const screenEdge = stubObserver();
    const Part = deferredHydration('counter-under-changing-page', async () => ({ default: Counter }));
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <p onClick={() => setRenders(renders + 1)}>{`Page rendered ${renders}`}</p>
          <Part />
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML =
      '<p>Page rendered 0</p><div data-island="counter-under-changing-page" class="contents"><!--$--><button>Clicked 0</button><!--/$--></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    await userEvent.click(screen.getByText('Page rendered 0'));
    expect(screen.getByText('Page rendered 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();

    await act(async () => screenEdge.show());
    expect(container.querySelector('[data-island="counter-under-changing-page"][data-live]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('loads the code at once when new props make React drop the server HTML', async () => {
    stubObserver();
    function Label({ text }: { text: string }) {
      return <p>{text}</p>;
    }
    const load = vi.fn(async () => ({ default: Label }));
    const Part = deferredHydration('label-with-new-props', load);
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-island="label-with-new-props" class="contents"><!--$--><p>first</p><!--/$--></div>';
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Part text="first" />);
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => root!.render(<Part text="second" />));
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a part the browser renders itself at once', async () => {
    stubObserver();
    const Part = deferredHydration('counter-in-browser', async () => ({ default: Counter }));
    await act(async () => {
      render(<Part />);
    });
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });
});
