import { PageTitle } from '../components/PageTitle';
import { FeaturedView } from '../features/catalog';

export default function FeaturedPage() {
  return (
    <>
      <PageTitle name="Trending & Featured" />
      <FeaturedView />
    </>
  );
}
