import { PaymentProviderLine } from './PaymentProviderLine';
import { RecentTabs } from './RecentTabs';
import { SalesToday } from './SalesToday';
import { StatCards } from './StatCards';

export function Dashboard() {
  return (
    <div className="space-y-8">
      <PaymentProviderLine />
      <SalesToday />
      <StatCards />
      <RecentTabs />
    </div>
  );
}
