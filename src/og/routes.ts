/**
 * Where each page's card is served: `/og/<page path>.png` (`/og/x/react-data-grid/sorting.png`,
 * `/og/x/api/data-grid/data-grid.png`, `/og/blog/<slug>.png`), by one route handler,
 * `app/og/[...slug]/route.ts`, prerendered at build. Not the `opengraph-image` file
 * convention: Next rejects it below the guides' catch-all segment (vercel/next.js#48162), and
 * its extension-less URLs answer with a trailing-slash redirect before the image.
 */
import type { Metadata } from 'next';
import { pageSources } from '../../generated/content-index';
import { apiManifest, API_PRODUCTS } from '../api/load';
import { blogPosts, findPost } from '../blog/posts';
import { apiCardData, blogCardData, guideCardData, type OgCardData } from './labels';
import { OG_CONTENT_TYPE, OG_SIZE, ogNotFound, renderOgImage } from './render';

/** `/x/react-data-grid/sorting` (a page path without its trailing slash) → its card's URL. */
export function ogImagePath(pagePath: string): string {
  return `/og${pagePath.replace(/\/$/, '')}.png`;
}

/** Every page that has a card, by page path (no trailing slash). */
export function pagesWithCards(): string[] {
  return [
    ...Object.keys(pageSources),
    ...API_PRODUCTS.flatMap((product) => [
      `/x/api/${product}`,
      ...apiManifest.products[product].entries.map((entry) => `/x/api/${product}/${entry.slug}`),
    ]),
    ...blogPosts().map((post) => `/blog/${post.slug}`),
  ];
}

/** Route parameters of `app/og/[...slug]/route.ts`: one per card. */
export function ogParams(): { slug: string[] }[] {
  return pagesWithCards().map((path) => ({ slug: ogImagePath(path).split('/').slice(2) }));
}

/** The page path a route's `slug` names, or null if it is not a `.png` path. */
export function pagePathFromSlug(slug: readonly string[]): string | null {
  const joined = slug.join('/');
  return joined.endsWith('.png') ? `/${joined.slice(0, -'.png'.length)}` : null;
}

/** What a page's card shows, or null for a path that has no card. */
export function cardFor(pagePath: string): OgCardData | null {
  const api = /^\/x\/api\/([^/]+)(?:\/([^/]+))?$/.exec(pagePath);
  if (api) return apiCardData(api[1]!, api[2]);
  const blog = /^\/blog\/([^/]+)$/.exec(pagePath);
  if (blog) {
    const post = findPost(blog[1]!);
    return post ? blogCardData(post) : null;
  }
  return guideCardData(pagePath);
}

export async function ogResponse(slug: readonly string[]): Promise<Response> {
  const pagePath = pagePathFromSlug(slug);
  const card = pagePath ? cardFor(pagePath) : null;
  return card ? renderOgImage(card) : ogNotFound();
}

/** `openGraph` for a page's metadata: its card, with the size and type of the image. */
export function ogMetadata(pagePath: string, alt: string): NonNullable<Metadata['openGraph']> {
  return { images: [{ url: ogImagePath(pagePath), ...OG_SIZE, type: OG_CONTENT_TYPE, alt }] };
}
