import type { Metadata } from 'next';
import { BlogIndex } from '@/src/blog/BlogIndex';
import { pageMetadata } from '@/src/shell/metadata';

export const metadata: Metadata = {
  ...pageMetadata(
    '/blog/',
    'Blog',
    'Upgrade notes, performance work and in-depth guides for the MUI X components.',
  ),
  alternates: { canonical: '/blog/', types: { 'application/atom+xml': '/blog/feed.xml' } },
};

export default function BlogPage() {
  return <BlogIndex tag={null} />;
}
