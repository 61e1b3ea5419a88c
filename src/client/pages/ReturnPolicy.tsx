import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import {
  EligibilityLists,
  ReturnsHelp,
  ReturnsHero,
  ReturnSteps,
  ExchangeTable,
  RefundTimelines,
} from '../features/returns';

export default function ReturnPolicyPage() {
  return (
    <>
      <PageTitle {...PAGE_META.ReturnPolicy} />
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
