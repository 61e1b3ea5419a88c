import { BalanceView } from '../features/gift-cards/BalanceView';

export default function GiftCardBalancePage() {
  return <BalanceView />;
}
