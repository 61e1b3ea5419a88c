import { CollectionsView } from '../features/catalog/collections/CollectionsView';

export default function CollectionsPage() {
  return <CollectionsView />;
}
