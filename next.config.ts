import { resolve } from 'node:path';
import createMDX from '@next/mdx';
import type { NextConfig } from 'next';

// Plugins are named by string so Turbopack can pass them to its MDX loader.
const withMDX = createMDX({
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      ['remark-mdx-frontmatter', { name: 'frontmatter' }],
      'remark-gfm',
      // Local plugins, by absolute path (the loader resolves names from each page's folder).
      resolve('src/content/remark-code-title.mjs'),
      resolve('src/demo/remark-demo-imports.mjs'),
      resolve('src/content/remark-api-links.mjs'),
    ],
  },
});

const nextConfig: NextConfig = {
  // Page URLs have always ended with a slash on this site: /x/react-data-grid/sorting/
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // app/global-not-found.tsx: the 404 page is its own document (see the comment there).
  experimental: { globalNotFound: true },
  // `npm test` type-checks the whole project (tsc) before it builds; SKIP_BUILD_TYPECHECK=1
  // (set only by scripts/test-all.sh) spares the build a second, identical check (~35 s).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  async redirects() {
    return [
      // The optional language prefix: only English exists, so /en/... is the same page.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*/', permanent: true },
    ];
  },
};

export default withMDX(nextConfig);
