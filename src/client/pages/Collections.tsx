import { useSearch } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { COLLECTIONS } from '../../shared/store';
import { CollectionsView } from '../features/catalog';
import NotFoundPage from './NotFound';

export default function CollectionsPage() {
  // A collection the store does not have is not found (the server answers 404 for it too).
  const collection = new URLSearchParams(useSearch()).get('collection');
  if (collection !== null && !COLLECTIONS.some((c) => c.slug === collection)) return <NotFoundPage />;
  return (
    <>
      <PageTitle {...PAGE_META.Collections} />
      <CollectionsView />
    </>
  );
}
