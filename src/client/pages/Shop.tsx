import { PageTitle } from '../components/PageTitle';
import { ShopView } from '../features/catalog/shop/ShopView';

export default function ShopPage() {
  return (
    <>
      <PageTitle name="Shop All" />
      <ShopView />
    </>
  );
}
