import { PageTitle } from '../components/PageTitle';
import { AdminArea } from '../features/admin';

export default function AdminPage() {
  return (
    <>
      <PageTitle name="Admin Dashboard" />
      <AdminArea />
    </>
  );
}
