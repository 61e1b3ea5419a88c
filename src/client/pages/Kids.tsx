import { PageTitle } from '../components/PageTitle';
import { KidsView } from '../features/catalog';

export default function KidsPage() {
  return (
    <>
      <PageTitle name="Kids Collection" />
      <KidsView />
    </>
  );
}
