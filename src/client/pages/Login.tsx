import { useLocation } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { InvitationScreen, ResetScreen, StaffLoginScreen } from '../features/staff-auth';

/** Staff sign-in, and the pages an emailed invitation (/staff/invitation) or reset link (/staff/reset) opens. */
export default function LoginPage() {
  const [path] = useLocation();
  return (
    <>
      <PageTitle {...PAGE_META.Login} />
      {path === '/staff/invitation' ? (
        <InvitationScreen />
      ) : path === '/staff/reset' ? (
        <ResetScreen />
      ) : (
        <StaffLoginScreen />
      )}
    </>
  );
}
