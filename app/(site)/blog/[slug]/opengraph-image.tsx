import { blogPosts, findPost } from '@/src/blog/posts';
import { blogCardData } from '@/src/og/labels';
import { OG_CONTENT_TYPE, OG_SIZE, ogNotFound, renderOgImage } from '@/src/og/render';

// One card per post, drawn at build (see docs/og-images.md); Next adds the og:image tags.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const alt = 'Title card of a post on the MUI X blog';
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateStaticParams() {
  return blogPosts().map(({ slug }) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = findPost((await params).slug);
  return post ? renderOgImage(blogCardData(post)) : ogNotFound();
}
