import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { CartView } from '../features/cart';

export default function CartPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Cart} />
      <CartView />
    </>
  );
}
