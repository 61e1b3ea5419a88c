import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPromo, clearPromo, getAppliedPromo, PROMO_STORAGE_KEY, useAppliedPromo } from './promo';

beforeEach(() => clearPromo());

describe('applied promo code', () => {
  it('accepts the welcome code in any letter case and keeps it for checkout', () => {
    expect(applyPromo('welcome10')).toBe(true);
    expect(getAppliedPromo()).toBe('WELCOME10');
    expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toBe('WELCOME10');
  });

  it('rejects other codes and leaves nothing applied', () => {
    expect(applyPromo('SUMMER50')).toBe(false);
    expect(applyPromo('')).toBe(false);
    expect(getAppliedPromo()).toBeNull();
    expect(window.sessionStorage.getItem(PROMO_STORAGE_KEY)).toBeNull();
  });

  it('updates components that read it', () => {
    const { result } = renderHook(() => useAppliedPromo());
    expect(result.current).toBeNull();
    act(() => void applyPromo('Welcome10'));
    expect(result.current).toBe('WELCOME10');
    act(() => clearPromo());
    expect(result.current).toBeNull();
  });
});
