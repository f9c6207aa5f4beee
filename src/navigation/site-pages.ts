import demoIndex from '../../generated/demo-index.json';
import { API_CHANGES_PATH } from '../api/changes-page';
import { blogPosts, usedTags } from '../blog/posts';

/** Full-page templates, by slug: each template's demo id is `templates/<slug>/<Name>`. */
export function templateSlugs(): string[] {
  return demoIndex.filter((d) => d.id.startsWith('templates/')).map((d) => d.id.split('/')[1]!);
}

/**
 * The pages outside the documentation tree, as URLs (with the trailing slash): marketing,
 * blog, templates and the special pages. With the tree's pages, they are the whole site, for
 * the sitemap and for the endpoints' check that a reported page exists.
 */
export function sitePagesOutsideDocs(): string[] {
  return [
    '/',
    '/x/',
    '/x/api/',
    // Generated beside the API reference, linked from What's new, not in the drawer.
    `${API_CHANGES_PATH}/`,
    '/pricing/',
    '/blog/',
    ...usedTags().map((tag) => `/blog/tags/${tag.id}/`),
    ...blogPosts().map((post) => post.url),
    '/templates/',
    ...templateSlugs().map((slug) => `/templates/${slug}/`),
    '/playground/',
    '/versions/',
    '/production-error/',
    '/size-snapshot/',
  ];
}
