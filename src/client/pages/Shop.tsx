import { ShopView } from '../features/catalog/shop/ShopView';

export default function ShopPage() {
  return <ShopView />;
}
