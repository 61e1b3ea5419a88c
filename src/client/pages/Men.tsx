import { PageTitle } from '../components/PageTitle';
import { SectionView } from '../features/catalog';

export default function MenPage() {
  return (
    <>
      <PageTitle name="Men's Collection" />
      <SectionView section="men" />
    </>
  );
}
