import { stripLanguagePrefix } from './paths';

export type ProductCategoryId = 'x' | 'core' | 'toolpad' | 'docs' | 'null';
export type ProductId =
  | 'x-data-grid'
  | 'x-date-pickers'
  | 'x-charts'
  | 'x-tree-view'
  | 'x-introduction'
  | 'material-ui'
  | 'joy-ui'
  | 'base-ui'
  | 'system'
  | 'toolpad'
  | 'docs'
  | 'null';

export interface ProductInfo {
  productId: ProductId;
  productCategoryId: ProductCategoryId;
}

const NONE: ProductInfo = { productId: 'null', productCategoryId: 'null' };

/** Second segment of a guide path, or third of an API path, to the X product it documents. */
const X_PRODUCTS: Record<string, ProductId> = {
  'react-data-grid': 'x-data-grid',
  'data-grid': 'x-data-grid',
  'react-date-pickers': 'x-date-pickers',
  'date-pickers': 'x-date-pickers',
  'react-charts': 'x-charts',
  charts: 'x-charts',
  'react-tree-view': 'x-tree-view',
  'tree-view': 'x-tree-view',
};

const CORE_PRODUCTS = new Set<ProductId>(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_SEGMENTS = new Set(['docs', 'versions', 'production-error']);

/**
 * Which product a URL documents (spec section 2). The language prefix is ignored.
 * `/x/...` belongs to the X category: the product comes from the second segment
 * (`/x/react-charts/...`), or the third for the API reference (`/x/api/charts/...`); X pages
 * that are about the whole suite (introduction, migration, what's new) are `x-introduction`.
 */
export function getProductInfoFromUrl(url: string): ProductInfo {
  const path = stripLanguagePrefix(url.replace(/[?#].*$/, ''));
  const [first = '', second = '', third = ''] = path.split('/').filter(Boolean);
  if (first === 'x') {
    const key = second === 'api' ? third : second;
    // `react-charts-group` style navigation ids belong to the product they group.
    const productId = X_PRODUCTS[key] ?? X_PRODUCTS[key.replace(/-group$/, '')];
    return { productId: productId ?? 'x-introduction', productCategoryId: 'x' };
  }
  if (CORE_PRODUCTS.has(first as ProductId)) {
    return { productId: first as ProductId, productCategoryId: 'core' };
  }
  if (first === 'toolpad') return { productId: 'toolpad', productCategoryId: 'toolpad' };
  if (DOCS_SEGMENTS.has(first)) return { productId: 'docs', productCategoryId: 'docs' };
  return NONE;
}
