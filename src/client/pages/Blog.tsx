import { STORE } from '../../shared/store';
import { PageTitle } from '../components/PageTitle';
import { BlogSection } from '../features/blog';

export default function BlogPage() {
  return (
    <>
      <PageTitle name="Fashion Blog" description={`Style advice, trends and stories from the ${STORE.name} team.`} />
      <BlogSection asPage />
    </>
  );
}
