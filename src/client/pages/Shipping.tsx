import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { ShippingInfo } from '../features/policies';

export default function ShippingPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Shipping} />
      <ShippingInfo />
    </>
  );
}
