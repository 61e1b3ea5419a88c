import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { FaqList } from '../features/policies';

export default function FaqPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Faq} />
      <FaqList />
    </>
  );
}
