import { PageTitle } from '../components/PageTitle';
import { CartView } from '../features/cart/CartView';

export default function CartPage() {
  return (
    <>
      <PageTitle name="Shopping Cart" />
      <CartView />
    </>
  );
}
