import { PageTitle } from '../components/PageTitle';
import { KidsView } from '../features/catalog/kids/KidsView';

export default function KidsPage() {
  return (
    <>
      <PageTitle name="Kids Collection" />
      <KidsView />
    </>
  );
}
