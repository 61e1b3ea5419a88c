import { PageTitle } from '../components/PageTitle';
import { SaleView } from '../features/catalog';

export default function SalePage() {
  return (
    <>
      <PageTitle name="Sale" />
      <SaleView />
    </>
  );
}
