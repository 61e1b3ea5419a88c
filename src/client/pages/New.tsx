import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { NewArrivalsView } from '../features/catalog';

export default function NewPage() {
  return (
    <>
      <PageTitle {...PAGE_META.New} />
      <NewArrivalsView />
    </>
  );
}
