import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { nextShopState, parseShopState, shopSearch, type ShopChange, type ShopState } from '../shop-state';

export type ChangeShop = (change: ShopChange, options?: { replace?: boolean }) => void;

/** The shop's state, read from and written to the URL. */
export function useShopState(): [ShopState, ChangeShop] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => parseShopState(search), [search]);
  const change = useCallback<ChangeShop>(
    (next, options = {}) => navigate(`/shop${shopSearch(nextShopState(state, next))}`, { replace: options.replace ?? false }),
    [navigate, state],
  );
  return [state, change];
}
