import { PageTitle } from '../components/PageTitle';
import { NewArrivalsView } from '../features/catalog';

export default function NewPage() {
  return (
    <>
      <PageTitle name="New Arrivals" />
      <NewArrivalsView />
    </>
  );
}
