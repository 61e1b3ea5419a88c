import { useParams } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { DemoPaymentView } from '../features/payments';

export default function CheckoutPayPage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <>
      <PageTitle name="Payment" />
      <DemoPaymentView token={token} />
    </>
  );
}
