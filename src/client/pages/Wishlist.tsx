import { PageTitle } from '../components/PageTitle';
import { WishlistView } from '../features/wishlist/WishlistView';

export default function WishlistPage() {
  return (
    <>
      <PageTitle name="My Wishlist" />
      <WishlistView />
    </>
  );
}
