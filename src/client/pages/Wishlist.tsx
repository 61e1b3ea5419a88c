import { PageTitle } from '../components/PageTitle';
import { WishlistView } from '../features/wishlist';

export default function WishlistPage() {
  return (
    <>
      <PageTitle name="My Wishlist" />
      <WishlistView />
    </>
  );
}
