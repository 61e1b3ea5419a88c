import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { WishlistView } from '../features/wishlist';

export default function WishlistPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Wishlist} />
      <WishlistView />
    </>
  );
}
