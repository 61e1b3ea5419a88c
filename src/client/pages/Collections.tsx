import { Redirect, useSearch } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { movedCollectionSearch } from '../../shared/collections';
import { COLLECTIONS } from '../../shared/store';
import { CollectionsView } from '../features/catalog';
import NotFoundPage from './NotFound';

export default function CollectionsPage() {
  const search = useSearch();
  // A former slug moves to the collection's own (the server answers 301 for it too).
  const moved = movedCollectionSearch(search);
  if (moved !== undefined) return <Redirect to={`/collections?${moved}`} replace />;
  // A collection the store does not have is not found (the server answers 404 for it too).
  const collection = new URLSearchParams(search).get('collection');
  if (collection !== null && !COLLECTIONS.some((c) => c.slug === collection)) return <NotFoundPage />;
  return (
    <>
      <PageTitle {...PAGE_META.Collections} />
      <CollectionsView />
    </>
  );
}
