import { PageTitle } from '../components/PageTitle';
import { SectionView } from '../features/catalog';

export default function WomenPage() {
  return (
    <>
      <PageTitle name="Women's Collection" />
      <SectionView section="women" />
    </>
  );
}
