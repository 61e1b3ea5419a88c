import { PageTitle } from '../components/PageTitle';
import { ShippingInfo } from '../features/policies';

export default function ShippingPage() {
  return (
    <>
      <PageTitle name="Shipping" description="Shipping methods, prices and delivery times, the countries we ship to, order processing and tracking." />
      <ShippingInfo />
    </>
  );
}
