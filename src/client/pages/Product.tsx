import { useParams } from 'wouter';
import { ProductScreen } from '../features/product/ProductScreen';

export default function ProductPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  return <ProductScreen handle={handle} />;
}
