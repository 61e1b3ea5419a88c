import { PageTitle } from '../components/PageTitle';
import { StaffLoginScreen } from '../features/staff-auth';

export default function LoginPage() {
  return (
    <>
      <PageTitle name="Admin Login" />
      <StaffLoginScreen />
    </>
  );
}
