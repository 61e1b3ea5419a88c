import { PageTitle } from '../components/PageTitle';
import { ShopView } from '../features/catalog';

export default function ShopPage() {
  return (
    <>
      <PageTitle name="Shop All" />
      <ShopView />
    </>
  );
}
