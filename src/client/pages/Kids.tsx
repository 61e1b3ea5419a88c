import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { KidsView } from '../features/catalog';

export default function KidsPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Kids} />
      <KidsView />
    </>
  );
}
