import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { ShopView } from '../features/catalog';

export default function ShopPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Shop} />
      <ShopView />
    </>
  );
}
