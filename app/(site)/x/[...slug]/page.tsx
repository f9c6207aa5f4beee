import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { editPageUrl } from '@/src/config';
import { guidePathnames, loadGuidePage } from '@/src/content/load-page';
import { mdxComponents } from '@/src/content/mdx-components';
import { ContentDemos } from '@/src/demo/registries/ContentDemos';
import { markdownUrl } from '@/src/llms/pages';
import { linkedTree } from '@/src/navigation/linked';
import { ogMetadata } from '@/src/og/routes';
import { DocsFrame } from '@/src/shell/DocsFrame';
import { pageMetadata } from '@/src/shell/metadata';

type Props = { params: Promise<{ slug: string[] }> };

// Every guide page is prerendered; any other /x/ path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return guidePathnames().map((pathname) => ({ slug: pathname.split('/').slice(2) }));
}

const toPathname = (slug: string[]) => `/x/${slug.join('/')}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pathname = toPathname((await params).slug);
  const page = await loadGuidePage(pathname);
  if (!page) return {};
  return {
    ...pageMetadata(`${pathname}/`, page.frontMatter.title, page.frontMatter.description),
    openGraph: ogMetadata(pathname, `Title card of the MUI X documentation page “${page.frontMatter.title}”`),
  };
}

export default async function GuidePage({ params }: Props) {
  const pathname = toPathname((await params).slug);
  const page = await loadGuidePage(pathname);
  if (!page) notFound();
  const { Content } = page;
  return (
    <DocsFrame
      pathname={pathname}
      tree={linkedTree}
      frontMatter={page.frontMatter}
      headings={page.headings}
      editUrl={editPageUrl(page.file)}
      markdown={{ markdown: markdownUrl(pathname), markdownJs: markdownUrl(pathname, 'JS') }}
    >
      <Content components={mdxComponents} />
      <ContentDemos />
    </DocsFrame>
  );
}
