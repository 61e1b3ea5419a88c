import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { SectionView } from '../features/catalog';

export default function WomenPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Women} />
      <SectionView section="women" />
    </>
  );
}
