import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { BalanceView } from '../features/gift-cards';

export default function GiftCardBalancePage() {
  return (
    <>
      <PageTitle {...PAGE_META.GiftCardBalance} />
      <BalanceView />
    </>
  );
}
