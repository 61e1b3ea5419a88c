import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { DesignHero, DesignWizard } from '../features/design-wizard';

export default function DesignApparelPage() {
  return (
    <>
      <PageTitle {...PAGE_META.DesignApparel} />
      <DesignHero />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <DesignWizard />
      </div>
    </>
  );
}
