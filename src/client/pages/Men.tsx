import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { SectionView } from '../features/catalog';

export default function MenPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Men} />
      <SectionView section="men" />
    </>
  );
}
