import { resolve } from 'node:path';
import createMDX from '@next/mdx';
import type { NextConfig } from 'next';
import { headerRules } from './src/security/headers';

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
  // server.mjs compresses responses (brotli or gzip); Next's own compression knows only gzip.
  compress: false,
  // `next dev` refuses its hot-reload socket to hosts other than localhost (its log says so),
  // and a page opened as 127.0.0.1, as the browser tests and scripts do, reloaded mid-test.
  allowedDevOrigins: ['127.0.0.1'],
  // app/global-not-found.tsx: the 404 page is its own document (see the comment there).
  experimental: {
    globalNotFound: true,
    // Measured at full size (173 guide pages, 900 demos; npm run bench:scale): the build's
    // process tree peaked at 5.0 GiB, over the 4 GiB budget; with loaders (MDX, demos) run in
    // worker threads instead of a pool of child processes, and no filesystem cache written
    // for the next build (a CI clone never has one to reuse), it peaked at 2.4 GiB and .next
    // shrank from 845 to 453 MiB.
    turbopackPluginRuntimeStrategy: 'workerThreads',
    turbopackFileSystemCacheForBuild: false,
  },
  // `npm test` type-checks the whole project (tsc) before it builds; SKIP_BUILD_TYPECHECK=1
  // (set only by scripts/test-all.sh) spares the build a second, identical check (~35 s).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // No page uses next/image: the optimizer would only be a way to make the server fetch and
  // resize things (src/security/request-guard.ts answers its URL with 404).
  images: { unoptimized: true },
  // Security headers and the HTML cache lifetime, computed from the build's environment.
  async headers() {
    return headerRules(process.env, process.env.NODE_ENV === 'development');
  },
  async redirects() {
    return [
      // The optional language prefix: only English exists, so /en/... is the same page.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*/', permanent: true },
    ];
  },
};

export default withMDX(nextConfig);
