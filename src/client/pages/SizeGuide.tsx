import { useSearch } from 'wouter';
import { isChartGroup } from '../../shared/size-charts';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { HowToMeasure, SizeCharts, SizeFinder, SizeGuideHero } from '../features/size-guide';

/** /size-guide?tab=men opens the men's charts, so other pages can link straight to them. */
export default function SizeGuidePage() {
  const tab = new URLSearchParams(useSearch()).get('tab');
  return (
    <>
      <PageTitle {...PAGE_META.SizeGuide} />
      <SizeGuideHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14">
        <HowToMeasure />
        <SizeCharts defaultGroup={isChartGroup(tab) ? tab : undefined} />
        <div id="find-your-size" className="scroll-mt-24">
          <SizeFinder />
        </div>
      </div>
    </>
  );
}
