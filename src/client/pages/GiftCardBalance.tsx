import { PageTitle } from '../components/PageTitle';
import { BalanceView } from '../features/gift-cards';

export default function GiftCardBalancePage() {
  return (
    <>
      <PageTitle name="Gift Card Balance" />
      <BalanceView />
    </>
  );
}
