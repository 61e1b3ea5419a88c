import { FeaturedView } from '../features/catalog/featured/FeaturedView';

export default function FeaturedPage() {
  return <FeaturedView />;
}
