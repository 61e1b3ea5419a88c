import { SectionView } from '../features/catalog/sections/SectionView';

export default function WomenPage() {
  return <SectionView section="women" />;
}
