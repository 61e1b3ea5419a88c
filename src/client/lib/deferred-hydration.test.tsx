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
      for (const { element, callback } of observed) callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
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
    container.innerHTML = '<div data-island="counter-from-server" class="contents"><!--$--><button>Clicked 0</button><!--/$--></div>';
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

  it('loads a part the browser renders itself at once', async () => {
    stubObserver();
    const Part = deferredHydration('counter-in-browser', async () => ({ default: Counter }));
    await act(async () => {
      render(<Part />);
    });
    expect(await screen.findByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });
});
