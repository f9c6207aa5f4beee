import type { MetadataRoute } from 'next';
import { blogPosts } from '@/src/blog/posts';
import { siteUrl } from '@/src/config';
import { linkedTree } from '@/src/navigation/linked';
import { sitePagesOutsideDocs } from '@/src/navigation/site-pages';
import { pages } from '@/src/navigation/tree-utils';

// Written once at build: every page of the navigation tree (the same tree as the drawer),
// the blog, the templates and the special pages. Posts carry their date.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const postDates = new Map(blogPosts().map((post) => [post.url, post.date]));
  const urls = [...pages(linkedTree).map((p) => `${p.pathname}/`), ...sitePagesOutsideDocs()];
  return urls.map((path) => {
    const date = postDates.get(path);
    return { url: `${base}${path}`, ...(date ? { lastModified: date } : {}) };
  });
}
