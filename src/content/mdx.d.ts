// A compiled MDX page: its content component, and its YAML front matter, which
// remark-mdx-frontmatter exports as `frontmatter`.
declare module '*.mdx' {
  import type { MDXContent } from 'mdx/types';

  export const frontmatter: Record<string, unknown>;
  const MDXComponent: MDXContent;
  export default MDXComponent;
}
