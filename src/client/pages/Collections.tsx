import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { CollectionsView } from '../features/catalog';

export default function CollectionsPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Collections} />
      <CollectionsView />
    </>
  );
}
