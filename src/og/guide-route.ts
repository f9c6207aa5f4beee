/**
 * Guide page cards. They cannot use the `opengraph-image` file convention: guide pages live
 * under the catch-all `app/(site)/x/[...slug]/`, and Next rejects a metadata route below a
 * catch-all ("Catch-all must be the last part of the URL", vercel/next.js#48162; the route
 * would be `/x/[...slug]/opengraph-image-<hash>`). So the cards are served by a plain route
 * handler at `/og/x/<page path>.png`, the way `/markdown/x/<page path>.md` is, and the page's
 * `generateMetadata` points `openGraph.images` at it. See docs/og-images.md for the wiring.
 */
import type { Metadata } from 'next';
import { pageSources } from '../../generated/content-index';
import { guideCardData } from './labels';
import { OG_CONTENT_TYPE, OG_SIZE, ogNotFound, renderOgImage } from './render';

/** `/x/react-data-grid/sorting` → `/og/x/react-data-grid/sorting.png` */
export function guideOgImagePath(pathname: string): string {
  return `/og${pathname}.png`;
}

/** Route parameters of `app/og/[...slug]/route.ts`: one per written guide page. */
export function guideOgParams(): { slug: string[] }[] {
  return Object.keys(pageSources).map((pathname) => {
    const parts = pathname.split('/').slice(1);
    parts[parts.length - 1] = `${parts.at(-1)}.png`;
    return { slug: parts };
  });
}

/** The guide pathname a route's `slug` names, or null if it is not a `.png` path. */
export function guidePathnameFromSlug(slug: readonly string[]): string | null {
  const joined = slug.join('/');
  return joined.endsWith('.png') ? `/${joined.slice(0, -'.png'.length)}` : null;
}

export async function guideOgResponse(slug: readonly string[]): Promise<Response> {
  const pathname = guidePathnameFromSlug(slug);
  const card = pathname ? guideCardData(pathname) : null;
  return card ? renderOgImage(card) : ogNotFound();
}

/** `openGraph` for a guide page's metadata: the card, with the size and type Next would emit. */
export function guideOpenGraph(pathname: string, title: string): NonNullable<Metadata['openGraph']> {
  return {
    images: [
      {
        url: guideOgImagePath(pathname),
        ...OG_SIZE,
        type: OG_CONTENT_TYPE,
        alt: `Title card of the MUI X documentation page “${title}”`,
      },
    ],
  };
}
