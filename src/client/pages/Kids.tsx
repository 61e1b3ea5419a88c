import { KidsView } from '../features/catalog/kids/KidsView';

export default function KidsPage() {
  return <KidsView />;
}
