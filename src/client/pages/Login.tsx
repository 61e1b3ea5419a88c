import { PageTitle } from '../components/PageTitle';
import { LoginScreen } from '../features/auth';

export default function LoginPage() {
  return (
    <>
      <PageTitle name="Admin Login" />
      <LoginScreen />
    </>
  );
}
