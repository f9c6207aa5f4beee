import type { MDXContent } from 'mdx/types';
import { pageSources } from '../../generated/content-index';
import { pageLoaders } from '../../generated/content-loaders';
import { parseFrontMatter, type FrontMatter } from './front-matter';
import type { PageSource } from './source';

export interface LoadedPage extends PageSource {
  Content: MDXContent;
}

/** Every written guide page's navigation key, for generateStaticParams. */
export function guidePathnames(): string[] {
  return Object.keys(pageSources);
}

/**
 * Loads a guide page for rendering. The front matter is validated again on the compiled
 * module, so what renders is exactly what the build checked.
 */
export async function loadGuidePage(pathname: string): Promise<LoadedPage | null> {
  const source = pageSources[pathname];
  const load = pageLoaders[pathname];
  if (!source || !load) return null;
  const mod = await load();
  const frontMatter: FrontMatter = parseFrontMatter(mod.frontmatter, source.file);
  return { ...source, frontMatter, Content: mod.default };
}
