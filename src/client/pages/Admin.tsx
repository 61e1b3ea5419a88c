import { AdminArea } from '../features/admin/AdminArea';

export default function AdminPage() {
  return <AdminArea />;
}
