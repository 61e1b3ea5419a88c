import { PageTitle } from '../components/PageTitle';
import { AdminArea } from '../features/admin/AdminArea';

export default function AdminPage() {
  return (
    <>
      <PageTitle name="Admin Dashboard" />
      <AdminArea />
    </>
  );
}
