import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS_MS } from '../../../shared/store';
import { Splash, SPLASH_SEEN_KEY } from './Splash';

const splash = () => screen.queryByRole('dialog', { name: 'Welcome to TJ Fashion' });

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('splash', () => {
  it('shows logo and tagline, then fades out after the splash time', () => {
    render(<Splash />);
    expect(splash()).toHaveTextContent('Style for the whole family, made your way');
    expect(window.localStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
    act(() => vi.advanceTimersByTime(TIMINGS_MS.splash));
    expect(splash()).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(TIMINGS_MS.splashFade));
    expect(splash()).toBeNull();
  });

  it('is skipped by Escape or a click', () => {
    render(<Splash />);
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(TIMINGS_MS.splashFade));
    expect(splash()).toBeNull();
    cleanup();
    window.localStorage.clear();
    render(<Splash />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip intro' }));
    act(() => vi.advanceTimersByTime(TIMINGS_MS.splashFade));
    expect(splash()).toBeNull();
  });

  it('never shows on a later visit', () => {
    window.localStorage.setItem(SPLASH_SEEN_KEY, '1');
    render(<Splash />);
    expect(splash()).toBeNull();
  });

  it('does not show when the first visit starts at a product, and not later at home either', () => {
    window.history.replaceState(null, '', '/product/linen-wrap-midi-dress');
    render(<Splash />);
    expect(splash()).toBeNull();
    expect(window.localStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
    cleanup();
    window.history.replaceState(null, '', '/');
    render(<Splash />);
    expect(splash()).toBeNull();
  });

  it('disappears without a fade when motion is reduced', () => {
    stubReducedMotion(true);
    render(<Splash />);
    expect(splash()).not.toHaveClass('transition-opacity');
    act(() => vi.advanceTimersByTime(TIMINGS_MS.splash));
    act(() => vi.advanceTimersByTime(0));
    expect(splash()).toBeNull();
  });
});
