import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { AdminArea } from '../features/admin';

export default function AdminPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Admin} />
      <AdminArea />
    </>
  );
}
