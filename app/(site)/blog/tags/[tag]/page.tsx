import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogIndex } from '@/src/blog/BlogIndex';
import { TAGS, type TagId } from '@/src/blog/meta';
import { usedTags } from '@/src/blog/posts';
import { pageMetadata } from '@/src/shell/metadata';

type Props = { params: Promise<{ tag: string }> };

// One page per tag that a post carries; other tags are a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return usedTags().map(({ id }) => ({ tag: id }));
}

const isTag = (tag: string): tag is TagId => Object.hasOwn(TAGS, tag);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag } = await params;
  if (!isTag(tag)) return {};
  return pageMetadata(
    `/blog/tags/${tag}/`,
    `Blog: ${TAGS[tag]}`,
    `Posts about ${TAGS[tag]} on the MUI X blog.`,
  );
}

export default async function BlogTagPage({ params }: Props) {
  const { tag } = await params;
  if (!isTag(tag)) notFound();
  return <BlogIndex tag={tag} />;
}
