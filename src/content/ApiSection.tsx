import Link from 'next/link';
import { apiPageExists } from './api-pages';

const PRODUCTS: Record<string, string> = {
  'react-data-grid': 'data-grid',
  'react-date-pickers': 'date-pickers',
  'react-charts': 'charts',
  'react-tree-view': 'tree-view',
};

/** `DataGridPro` to `data-grid-pro`: the URL segment of a component's API page. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

/** The API page of a component used on a guide page, or null for pages outside a product. */
export function apiHref(pagePathname: string, component: string): string | null {
  const product = PRODUCTS[pagePathname.split('/')[2] ?? ''];
  return product ? `/x/api/${product}/${kebabCase(component)}/` : null;
}

/**
 * The "API" section at the end of a guide page: the components from its front matter, each
 * linked to its reference page once that page exists.
 */
export function ApiSection({ pathname, components }: { pathname: string; components: readonly string[] }) {
  if (!components.length) return null;
  return (
    <section className="prose" aria-labelledby="api">
      <h2 id="api">
        API
        <a href="#api" className="anchor" aria-label="Link to this section: API">
          #
        </a>
      </h2>
      <ul>
        {components.map((name) => {
          const href = apiHref(pathname, name);
          return (
            <li key={name}>
              {href && apiPageExists(href) ? (
                <Link href={href}>
                  <code>{`<${name} />`}</code>
                </Link>
              ) : (
                <code>{`<${name} />`}</code>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
