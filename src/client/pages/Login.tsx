import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { StaffLoginScreen } from '../features/staff-auth';

export default function LoginPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Login} />
      <StaffLoginScreen />
    </>
  );
}
