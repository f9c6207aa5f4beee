import type { NextConfig } from 'next';

/**
 * The naive baseline's config: Next's defaults, except what the bench needs to build it in a
 * temporary folder and to give it the same data as the site (scripts/visit/naive-baseline.ts
 * sets both variables).
 */
const workspace = process.env.NAIVE_WORKSPACE_ROOT;
const siteBase = process.env.NAIVE_SITE_BASE;

const nextConfig: NextConfig = {
  // The site's URLs end with a slash; the same paths here.
  trailingSlash: true,
  // node_modules is a symlink to the project's, outside this folder. Without a root, Turbopack
  // takes this folder and fails ("files outside of the workspace root are not compiled"; checked
  // with Next 16.4.6): the root is the folder holding both.
  ...(workspace && { turbopack: { root: workspace }, outputFileTracingRoot: workspace }),
  // One demo (Data Grid server-side sorting) fetches the site's /api/demo-data/. `:path*` loses
  // the trailing slash, which the site would answer with a redirect back to this same URL.
  async rewrites() {
    return siteBase
      ? [{ source: '/api/demo-data/:path*', destination: `${siteBase}/api/demo-data/:path*/` }]
      : [];
  },
};

export default nextConfig;
