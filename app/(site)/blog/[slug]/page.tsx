import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostLayout } from '@/src/blog/PostLayout';
import { blogPosts, findPost, loadPostContent } from '@/src/blog/posts';
import { mdxComponents } from '@/src/content/mdx-components';
import { BlogDemos } from '@/src/demo/registries/BlogDemos';
import { ogMetadata } from '@/src/og/routes';
import { pageMetadata } from '@/src/shell/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost((await params).slug);
  if (!post) return {};
  const base = pageMetadata(post.url, post.title, post.description);
  return {
    ...base,
    authors: post.authors.map((name) => ({ name })),
    openGraph: {
      ...ogMetadata(`/blog/${post.slug}`, `Title card of the post “${post.title}”`),
      type: 'article',
      title: post.title,
      description: post.description,
      publishedTime: post.date,
      tags: post.tags,
    },
    alternates: { ...base.alternates, types: { 'application/atom+xml': '/blog/feed.xml' } },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = findPost((await params).slug);
  const Content = post ? await loadPostContent(post.slug) : null;
  if (!post || !Content) notFound();
  return (
    <PostLayout post={post}>
      <Content components={mdxComponents} />
      <BlogDemos />
    </PostLayout>
  );
}
