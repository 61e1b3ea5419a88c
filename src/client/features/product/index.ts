export { ProductScreen } from './ProductScreen';
