import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyPromo,
  clearPromo,
  getAppliedPromo,
  getAppliedPromoDetails,
  PROMO_PERCENT_STORAGE_KEY,
  PROMO_STORAGE_KEY,
  useAppliedPromo,
  useAppliedPromoDetails,
} from './promo';

beforeEach(() => clearPromo());

describe('applied promo code', () => {
  it('keeps the code the server accepted, with its percentage, for checkout', () => {
    applyPromo({ code: 'WELCOME10', percentOff: 10 });
    expect(getAppliedPromo()).toBe('WELCOME10');
    expect(getAppliedPromoDetails()).toEqual({ code: 'WELCOME10', percentOff: 10 });
    expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toBe('WELCOME10');
    expect(window.sessionStorage.getItem(PROMO_PERCENT_STORAGE_KEY)).toBe('10');
  });

  it('clears both the code and its percentage', () => {
    applyPromo({ code: 'SPRING15', percentOff: 15 });
    clearPromo();
    expect(getAppliedPromo()).toBeNull();
    expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(PROMO_PERCENT_STORAGE_KEY)).toBeNull();
  });

  it('reads a stored code on a new page, and the welcome code without a stored percentage', async () => {
    const fresh = () => import('./promo');
    vi.resetModules(); // this file's own import already read the storage
    window.sessionStorage.setItem(PROMO_STORAGE_KEY, 'SPRING15');
    window.sessionStorage.setItem(PROMO_PERCENT_STORAGE_KEY, '15');
    expect((await fresh()).getAppliedPromoDetails()).toEqual({ code: 'SPRING15', percentOff: 15 });

    vi.resetModules();
    window.sessionStorage.setItem(PROMO_STORAGE_KEY, 'welcome10');
    window.sessionStorage.removeItem(PROMO_PERCENT_STORAGE_KEY);
    expect((await fresh()).getAppliedPromoDetails()).toEqual({ code: 'WELCOME10', percentOff: 10 });

    vi.resetModules();
    window.sessionStorage.setItem(PROMO_STORAGE_KEY, 'SPRING15');
    window.sessionStorage.setItem(PROMO_PERCENT_STORAGE_KEY, 'lots');
    expect((await fresh()).getAppliedPromoDetails()).toBeNull();
  });

  it('updates components that read it', () => {
    const { result } = renderHook(() => [useAppliedPromo(), useAppliedPromoDetails()] as const);
    expect(result.current).toEqual([null, null]);
    act(() => applyPromo({ code: 'WELCOME10', percentOff: 10 }));
    expect(result.current).toEqual(['WELCOME10', { code: 'WELCOME10', percentOff: 10 }]);
    act(() => clearPromo());
    expect(result.current).toEqual([null, null]);
  });
});
