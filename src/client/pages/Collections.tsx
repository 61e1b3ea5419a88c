import { PageTitle } from '../components/PageTitle';
import { CollectionsView } from '../features/catalog/collections/CollectionsView';

export default function CollectionsPage() {
  return (
    <>
      <PageTitle name="Collections" />
      <CollectionsView />
    </>
  );
}
