// Which size chart fits a product, for the product page's size finder: the shared rule, so
// the size guide, the finder and the catalogue's sizes agree (src/shared/size-charts.ts).
export { chartForProduct as sizeChartFor } from '../../../shared/size-charts';
