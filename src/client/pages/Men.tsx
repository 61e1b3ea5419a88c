import { SectionView } from '../features/catalog/sections/SectionView';

export default function MenPage() {
  return <SectionView section="men" />;
}
