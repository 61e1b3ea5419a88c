import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { FeaturedView } from '../features/catalog';

export default function FeaturedPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Featured} />
      <FeaturedView />
    </>
  );
}
