import type { MetadataRoute } from 'next';
import { siteUrl } from '@/src/config';
import { linkedTree } from '@/src/navigation/linked';
import { pages } from '@/src/navigation/tree-utils';

// Written once at build, from the same navigation tree as the drawer: every page that exists.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return [...pages(linkedTree).map((p) => p.pathname), '/versions'].map((pathname) => ({
    url: `${base}${pathname}/`,
  }));
}
