import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary, RELOADED_FOR_CODE_KEY } from './PageErrorBoundary';

/** A page whose code cannot be fetched, as Chromium reports it. */
const Unloadable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Contact-1.js')),
);

function Broken(): never {
  throw new Error('prices missing');
}

async function show(page: ReactNode, reload: () => void, resetKey = '/contact') {
  const view = await act(async () =>
    render(
      <PageErrorBoundary resetKey={resetKey} reload={reload}>
        <Suspense fallback={<p>Loading</p>}>{page}</Suspense>
      </PageErrorBoundary>,
    ),
  );
  return view;
}

beforeEach(() => {
  sessionStorage.clear();
  // React reports the errors a boundary catches; the test reads what the shopper sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a page that cannot be shown', () => {
  it('reloads itself once when its code fails to load, then explains and offers a reload', async () => {
    const reload = vi.fn();
    const first = await show(<Unloadable />, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_FOR_CODE_KEY)).not.toBeNull();
    // Until the reload has gone, the page shows as loading, not as failed.
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    // What the reloaded page does if the code still does not come.
    await show(<Unloadable />, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('alert')).toHaveTextContent('Part of it did not load');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('explains an error of the page itself without reloading, and clears it on another page', async () => {
    const reload = vi.fn();
    const view = await show(<Broken />, reload, '/product/wrap-dress');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');

    view.rerender(
      <PageErrorBoundary resetKey="/shop" reload={reload}>
        <h1>Shop All</h1>
      </PageErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shop All' })).toBeInTheDocument();
  });
});
