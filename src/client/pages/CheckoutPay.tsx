import { useParams } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { DemoPaymentView } from '../features/payments';

export default function CheckoutPayPage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <>
      <PageTitle {...PAGE_META.CheckoutPay} />
      <DemoPaymentView token={token} />
    </>
  );
}
