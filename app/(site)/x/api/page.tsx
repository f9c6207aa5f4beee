import type { Metadata } from 'next';
import { apiIndexDescription, apiIndexTitle } from '@/src/api/ApiIndexContent';
import { API_PRODUCTS } from '@/src/api/load';
import { SiteLink } from '@/src/content/SiteLink';
import { linkedTree } from '@/src/navigation/linked';
import { DocsFrame } from '@/src/shell/DocsFrame';
import { pageMetadata } from '@/src/shell/metadata';

// /x/api/ is where a reader lands by trimming an API page's URL: it lists the four product
// indexes instead of answering 404.
const TITLE = 'API reference';
const DESCRIPTION = 'The API reference of each MUI X product: its packages, components and interfaces.';

export const metadata: Metadata = pageMetadata('/x/api/', TITLE, DESCRIPTION);

export default function ApiIndexesPage() {
  return (
    <DocsFrame
      pathname="/x/api"
      tree={linkedTree}
      frontMatter={{ title: TITLE, description: DESCRIPTION }}
      headings={[]}
      editUrl={null}
    >
      <ul>
        {API_PRODUCTS.map((product) => (
          <li key={product}>
            <SiteLink href={`/x/api/${product}/`}>{apiIndexTitle(product)}</SiteLink>:{' '}
            {apiIndexDescription(product)}
          </li>
        ))}
      </ul>
    </DocsFrame>
  );
}
