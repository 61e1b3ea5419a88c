import { PageTitle } from '../components/PageTitle';
import { BalanceView } from '../features/gift-cards/BalanceView';

export default function GiftCardBalancePage() {
  return (
    <>
      <PageTitle name="Gift Card Balance" />
      <BalanceView />
    </>
  );
}
