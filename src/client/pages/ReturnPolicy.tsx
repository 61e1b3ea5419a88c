import { PageTitle } from '../components/PageTitle';
import { EligibilityLists } from '../features/returns/EligibilityLists';
import { ReturnsHelp } from '../features/returns/ReturnsHelp';
import { ReturnsHero } from '../features/returns/ReturnsHero';
import { ReturnSteps } from '../features/returns/ReturnSteps';
import { ExchangeTable, RefundTimelines } from '../features/returns/ReturnTables';

export default function ReturnPolicyPage() {
  return (
    <>
      <PageTitle name="Return Policy" />
      <ReturnsHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14">
        <ReturnSteps />
        <EligibilityLists />
        <ExchangeTable />
        <RefundTimelines />
        <ReturnsHelp />
      </div>
    </>
  );
}
