import { useEffect } from 'react';
import { STORE } from '../../shared/store';
import { DesignHero } from '../features/design-wizard/components/DesignHero';
import { DesignWizard } from '../features/design-wizard/components/DesignWizard';

export default function DesignApparelPage() {
  useEffect(() => {
    document.title = `Design Apparel | ${STORE.name}`;
  }, []);
  return (
    <>
      <DesignHero />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <DesignWizard />
      </div>
    </>
  );
}
