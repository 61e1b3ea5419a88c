import { PageTitle } from '../components/PageTitle';
import { CartView } from '../features/cart';

export default function CartPage() {
  return (
    <>
      <PageTitle name="Shopping Cart" />
      <CartView />
    </>
  );
}
