import { PageTitle } from '../components/PageTitle';
import { DesignHero, DesignWizard } from '../features/design-wizard';

export default function DesignApparelPage() {
  return (
    <>
      <PageTitle name="Design Apparel" />
      <DesignHero />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <DesignWizard />
      </div>
    </>
  );
}
