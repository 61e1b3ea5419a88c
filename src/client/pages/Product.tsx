import { useParams } from 'wouter';
import { ProductScreen } from '../features/product';

export default function ProductPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  return <ProductScreen handle={handle} />;
}
