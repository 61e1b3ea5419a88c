import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { SaleView } from '../features/catalog';

export default function SalePage() {
  return (
    <>
      <PageTitle {...PAGE_META.Sale} />
      <SaleView />
    </>
  );
}
