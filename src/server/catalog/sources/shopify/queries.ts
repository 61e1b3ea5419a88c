// GraphQL documents sent to the Storefront API. One product fragment, so lists and
// single products reshape through the same code.

const MONEY = 'amount currencyCode';

const PRODUCT_FIELDS = `
  fragment ProductFields on Product {
    id handle title description descriptionHtml productType vendor totalInventory availableForSale tags
    priceRange { minVariantPrice { ${MONEY} } maxVariantPrice { ${MONEY} } }
    compareAtPriceRange { minVariantPrice { ${MONEY} } }
    images(first: 10) { edges { node { url altText width height } } }
    variants(first: 100) {
      edges { node { id title sku availableForSale quantityAvailable price { ${MONEY} } compareAtPrice { ${MONEY} } image { url altText } selectedOptions { name value } } }
    }
  }
`;

const CONNECTION_ARGS =
  'first: $first, after: $after, last: $last, before: $before, query: $query, sortKey: $sortKey, reverse: $reverse';
const CONNECTION_VARIABLES =
  '$first: Int, $after: String, $last: Int, $before: String, $query: String, $sortKey: ProductSortKeys, $reverse: Boolean';

export const PRODUCTS_QUERY = `
  query Products(${CONNECTION_VARIABLES}) {
    products(${CONNECTION_ARGS}) {
      edges { cursor node { ...ProductFields } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
  ${PRODUCT_FIELDS}
`;

/** Cursors only: how `skip` passes over products without fetching them. */
export const PRODUCT_CURSORS_QUERY = `
  query ProductCursors(${CONNECTION_VARIABLES}) {
    products(${CONNECTION_ARGS}) {
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`;

export const PRODUCT_BY_HANDLE_QUERY = `
  query ProductByHandle($handle: String!) { product(handle: $handle) { ...ProductFields } }
  ${PRODUCT_FIELDS}
`;

export const PRODUCT_BY_ID_QUERY = `
  query ProductById($id: ID!) { node(id: $id) { ... on Product { ...ProductFields } } }
  ${PRODUCT_FIELDS}
`;

export const CART_CREATE_MUTATION = `
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl }
      userErrors { field message code }
    }
  }
`;
