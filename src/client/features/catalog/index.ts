export { productQuery, productsQuery, toProductList, useProduct, useProductList, type ProductListParams } from './api';
export { cartLineNotice } from './cart-line-notice';
export { CollectionsView } from './collections/CollectionsView';
export { Price } from './components/Price';
export { ProductCard } from './components/ProductCard';
export { FeaturedView } from './featured/FeaturedView';
export { KidsView } from './kids/KidsView';
export { SectionView } from './sections/SectionView';
export { ShopView } from './shop/ShopView';
