import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { ReturnStart } from '../features/returns';

export default function ReturnStartPage() {
  return (
    <>
      <PageTitle {...PAGE_META.ReturnStart} />
      <ReturnStart />
    </>
  );
}
