import { STORE } from '../../shared/store';
import { PageTitle } from '../components/PageTitle';
import { PrivacyPolicy } from '../features/policies';

export default function PrivacyPage() {
  return (
    <>
      <PageTitle name="Privacy Policy" description={`What ${STORE.name} keeps about you and why, the cookies we set, and how to download or delete your data.`} />
      <PrivacyPolicy />
    </>
  );
}
