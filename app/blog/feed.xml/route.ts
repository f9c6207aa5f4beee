import { atomFeed } from '@/src/blog/feed';
import { TAGS } from '@/src/blog/meta';
import { blogPosts } from '@/src/blog/posts';
import { siteUrl } from '@/src/config';

// The blog's Atom feed, written once at build.
export const dynamic = 'force-static';

export function GET() {
  const xml = atomFeed(blogPosts(), siteUrl(), (tag) => TAGS[tag as keyof typeof TAGS] ?? tag);
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
