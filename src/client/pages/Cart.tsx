import { useEffect } from 'react';
import { STORE } from '../../shared/store';
import { CartView } from '../features/cart/CartView';

export default function CartPage() {
  useEffect(() => {
    document.title = `Shopping Cart | ${STORE.name}`;
  }, []);
  return <CartView />;
}
