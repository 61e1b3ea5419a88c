import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { PrivacyPolicy } from '../features/policies';

export default function PrivacyPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Privacy} />
      <PrivacyPolicy />
    </>
  );
}
