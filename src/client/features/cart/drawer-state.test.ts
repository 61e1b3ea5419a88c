import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeCartDrawer, openCartDrawer, useCartDrawerOpen } from './drawer-state';

describe('slide-out cart open state', () => {
  it('opens and closes from anywhere', () => {
    const { result } = renderHook(() => useCartDrawerOpen());
    expect(result.current).toBe(false);
    act(() => openCartDrawer());
    expect(result.current).toBe(true);
    act(() => closeCartDrawer());
    expect(result.current).toBe(false);
  });
});
