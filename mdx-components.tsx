import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from './src/content/mdx-components';

// Required by @next/mdx in the App Router; the map itself lives in src/content.
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...components, ...mdxComponents };
}
