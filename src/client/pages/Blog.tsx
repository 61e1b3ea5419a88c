import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { BlogSection } from '../features/blog';

export default function BlogPage() {
  return (
    <>
      <PageTitle {...PAGE_META.Blog} />
      <BlogSection asPage />
    </>
  );
}
