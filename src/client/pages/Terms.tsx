import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { TermsOfService } from '../features/policies';

export default function TermsPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Terms} />
      <TermsOfService />
    </>
  );
}
