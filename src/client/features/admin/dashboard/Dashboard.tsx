import { PaymentProviderLine } from './PaymentProviderLine';
import { RecentTabs } from './RecentTabs';
import { StatCards } from './StatCards';

export function Dashboard() {
  return (
    <div className="space-y-8">
      <PaymentProviderLine />
      <StatCards />
      <RecentTabs />
    </div>
  );
}
