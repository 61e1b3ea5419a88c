import { Redirect, useSearch } from 'wouter';
import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { collectionName, movedCollectionSearch } from '../../shared/collections';
import { CollectionsView } from '../features/catalog';
import { useTaxonomy } from '../features/navigation';
import NotFoundPage from './NotFound';

export default function CollectionsPage() {
  const search = useSearch();
  const taxonomy = useTaxonomy();
  // A former slug moves to the collection's own (the server answers 301 for it too).
  const moved = movedCollectionSearch(search);
  if (moved !== undefined) return <Redirect to={`/collections?${moved}`} replace />;
  // A collection shoppers do not see (unknown, or unpublished) is not found (the server answers 404 for it too).
  const handle = new URLSearchParams(search).get('collection');
  const collection = taxonomy?.collections.find((c) => c.handle === handle);
  if (handle !== null && taxonomy && !collection) return <NotFoundPage />;
  const own = collection && collection.handle !== 'all' ? collection : undefined;
  return (
    <>
      <PageTitle
        name={own ? collectionName(own.name) : PAGE_META.Collections.name}
        description={own?.description || PAGE_META.Collections.description}
      />
      <CollectionsView />
    </>
  );
}
