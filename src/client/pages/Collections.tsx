import { PageTitle } from '../components/PageTitle';
import { CollectionsView } from '../features/catalog';

export default function CollectionsPage() {
  return (
    <>
      <PageTitle name="Collections" />
      <CollectionsView />
    </>
  );
}
