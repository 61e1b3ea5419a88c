import { useEffect } from 'react';
import { STORE } from '../../shared/store';
import { WishlistView } from '../features/wishlist/WishlistView';

export default function WishlistPage() {
  useEffect(() => {
    document.title = `My Wishlist | ${STORE.name}`;
  }, []);
  return <WishlistView />;
}
