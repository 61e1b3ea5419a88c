// Which size chart fits a product, for the product page's size finder. Kids' garments
// are sized 2T-8T while the kids' charts go by age 4-12, so they get no finder.
import type { ChartId } from '../../../shared/size-charts';

const WOMEN_BOTTOMS = new Set(['bottoms', 'cargos', 'jeans', 'skirts']);
const WOMEN_DRESSES = new Set(['dresses', 'jumpsuits']);
const WOMEN_TOPS = new Set(['blouses', 'shirts', 'tops', 't-shirts']);
const MEN_PANTS = new Set(['cargos', 'jeans', 'shorts', 'trousers', 'pants']);
const MEN_SHIRTS = new Set(['polos', 'polo', 't-shirts', 'shirts']);

export function sizeChartFor(product: { category: string; subcategory: string; sizes: readonly string[] }): ChartId | null {
  if (product.sizes.length < 2) return null;
  const sub = product.subcategory;
  if (product.category === 'women') {
    if (WOMEN_BOTTOMS.has(sub)) return 'women-bottoms';
    if (WOMEN_DRESSES.has(sub)) return 'women-dresses';
    if (WOMEN_TOPS.has(sub)) return 'women-tops';
  }
  if (product.category === 'men') {
    if (MEN_PANTS.has(sub)) return 'men-pants';
    if (MEN_SHIRTS.has(sub)) return 'men-shirts';
  }
  return null;
}
