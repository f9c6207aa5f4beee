import type { MDXContent } from 'mdx/types';
import { postLoaders } from '../../generated/blog-loaders';
import { postSources } from '../../generated/blog-index';
import { AUTHORS, TAGS, type TagId } from './meta';
import type { PostSource } from './source';

/** A post as the index, the feed and the sitemap list it (newest first). */
export interface BlogPost extends PostSource {
  title: string;
  description: string;
  date: string;
  tags: TagId[];
  authors: string[];
  /** `/blog/<slug>/` */
  url: string;
}

const toPost = (source: PostSource): BlogPost => ({
  ...source,
  title: source.frontMatter.title,
  description: source.frontMatter.description,
  date: source.frontMatter.date,
  tags: source.frontMatter.tags,
  authors: source.frontMatter.authors.map((id) => AUTHORS[id].name),
  url: `/blog/${source.slug}/`,
});

/** Every post, newest first (the order is fixed at build by scripts/prepare-content.ts). */
export function blogPosts(): BlogPost[] {
  return postSources.map(toPost);
}

export function findPost(slug: string): BlogPost | null {
  const source = postSources.find((p) => p.slug === slug);
  return source ? toPost(source) : null;
}

/** The older and the newer neighbour of a post, for the links at its end. */
export function adjacentPosts(slug: string): { older: BlogPost | null; newer: BlogPost | null } {
  const posts = blogPosts();
  const i = posts.findIndex((p) => p.slug === slug);
  if (i < 0) return { older: null, newer: null };
  return { older: posts[i + 1] ?? null, newer: posts[i - 1] ?? null };
}

/** Tags that at least one post carries, in the order of TAGS, with how many posts each. */
export function usedTags(): { id: TagId; label: string; count: number }[] {
  const posts = blogPosts();
  return (Object.keys(TAGS) as TagId[])
    .map((id) => ({ id, label: TAGS[id], count: posts.filter((p) => p.tags.includes(id)).length }))
    .filter((t) => t.count > 0);
}

export async function loadPostContent(slug: string): Promise<MDXContent | null> {
  const load = postLoaders[slug];
  return load ? (await load()).default : null;
}
