// Live stock of the designer garments, to strike sizes sold out in the chosen colour.
// Until it answers (or when it fails) every size is offered; the server has the last word.
import { useQuery } from '@tanstack/react-query';
import { DESIGNER_PRODUCTS } from '../../../shared/store';
import { productsQuery, toProductList } from '../catalog';

const params = { category: 'custom', first: DESIGNER_PRODUCTS.length * 2 } as const;

export type SizeAvailability = (handle: string, size: string, colorName: string) => boolean;

export function useSizeAvailability(): SizeAvailability {
  const { data } = useQuery({
    ...productsQuery(params),
    select: (response) => toProductList(response).products,
  });
  return (handle, size, colorName) => {
    const product = data?.find((p) => p.handle === handle);
    if (!product) return true;
    const variant = product.variants.find((v) => v.size === size && v.color === colorName);
    return variant?.available ?? true;
  };
}
