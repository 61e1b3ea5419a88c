import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPromo, clearPromo, getAppliedPromo, PROMO_STORAGE_KEY, useAppliedPromo } from './promo';

beforeEach(() => clearPromo());

describe('applied promo code', () => {
  it('keeps only the code the server knows, in its spelling, for the other pages', () => {
    applyPromo('WELCOME10');
    expect(getAppliedPromo()).toBe('WELCOME10');
    expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toBe('WELCOME10');
    expect(Object.keys(window.sessionStorage)).toEqual([PROMO_STORAGE_KEY]);
  });

  it('clears the code', () => {
    applyPromo('SPRING15');
    clearPromo();
    expect(getAppliedPromo()).toBeNull();
    expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toBeNull();
  });

  it('applies nothing for an answer without a code', () => {
    applyPromo(null);
    applyPromo('  ');
    expect(getAppliedPromo()).toBeNull();
  });

  it('reads a stored code on a new page, whatever its case, and ignores one no code could be', async () => {
    const fresh = () => import('./promo');
    vi.resetModules(); // this file's own import already read the storage
    window.sessionStorage.setItem(PROMO_STORAGE_KEY, 'SPRING15');
    expect((await fresh()).getAppliedPromo()).toBe('SPRING15');

    vi.resetModules();
    window.sessionStorage.setItem(PROMO_STORAGE_KEY, ' welcome10 ');
    expect((await fresh()).getAppliedPromo()).toBe('WELCOME10');

    vi.resetModules();
    window.sessionStorage.setItem(PROMO_STORAGE_KEY, 'X'.repeat(65));
    expect((await fresh()).getAppliedPromo()).toBeNull();
  });

  it('updates components that read it', () => {
    const { result } = renderHook(() => useAppliedPromo());
    expect(result.current).toBeNull();
    act(() => applyPromo('WELCOME10'));
    expect(result.current).toBe('WELCOME10');
    act(() => clearPromo());
    expect(result.current).toBeNull();
  });
});
