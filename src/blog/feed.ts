import type { BlogPost } from './posts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * The blog's Atom feed (RFC 4287): one entry per post, newest first, each with its summary,
 * authors and tags. `updated` is the newest post's day, so the feed changes only with posts.
 */
export function atomFeed(
  posts: readonly BlogPost[],
  base: string,
  tagLabel: (tag: string) => string,
): string {
  const day = (date: string) => `${date}T00:00:00Z`;
  const entries = posts.map((post) =>
    [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(base + post.url)}"/>`,
      `    <id>${escapeXml(base + post.url)}</id>`,
      `    <published>${day(post.date)}</published>`,
      `    <updated>${day(post.date)}</updated>`,
      ...post.authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
      ...post.tags.map(
        (tag) => `    <category term="${escapeXml(tag)}" label="${escapeXml(tagLabel(tag))}"/>`,
      ),
      `    <summary>${escapeXml(post.description)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>MUI X blog</title>',
    '  <subtitle>Upgrade notes, performance work and in-depth guides for the MUI X components.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${base}/blog/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${base}/blog/`)}"/>`,
    `  <id>${escapeXml(`${base}/blog/`)}</id>`,
    `  <updated>${posts[0] ? day(posts[0].date) : '1970-01-01T00:00:00Z'}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
