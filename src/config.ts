/** Site-wide constants (spec section 9) and the configuration read from the environment. */

type Env = Partial<Record<string, string>>;

/** The version of the MUI X packages this site documents. */
export const DOCS_VERSION = '8.0.0-beta.3';

/** Version menu entries (spec section 3): text, href, current. */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

export const VERSIONS: readonly VersionEntry[] = [
  { text: `v${DOCS_VERSION}`, href: '/x/introduction/', current: true },
  { text: 'v7', href: 'https://v7.mui.com/x/introduction/', current: false },
  { text: 'v6', href: 'https://v6.mui.com/x/introduction/', current: false },
  { text: 'v5', href: 'https://v5.mui.com/x/introduction/', current: false },
  { text: 'v4', href: 'https://v4.mui.com/', current: false },
];

/** Where the MUI X libraries' source lives (the app bar's repository link). */
export const SOURCE_REPOSITORY_URL = 'https://github.com/mui/mui-x';

/**
 * The repository of this site, for "Edit this page" links. Set DOCS_REPOSITORY_URL (for
 * example https://github.com/acme/mui-x-docs) and DOCS_REPOSITORY_BRANCH (default main);
 * without it the link is not rendered, rather than pointing somewhere wrong.
 */
export function editPageUrl(contentFile: string, env: Env = process.env): string | null {
  const base = env.DOCS_REPOSITORY_URL?.replace(/\/+$/, '');
  if (!base) return null;
  const branch = env.DOCS_REPOSITORY_BRANCH || 'main';
  return `${base}/edit/${branch}/${contentFile}`;
}

let warnedNoSiteUrl = false;

/**
 * The production origin, used for canonical URLs (SITE_URL, default http://localhost:3000).
 * A production build without SITE_URL would bake localhost into every canonical link, the
 * sitemap and the feed: it still builds (a local build is legitimate) but says so, once per
 * build process.
 */
export function siteUrl(env: Env = process.env): string {
  if (!env.SITE_URL && env.NEXT_PHASE === 'phase-production-build' && !warnedNoSiteUrl) {
    warnedNoSiteUrl = true;
    console.warn(
      `⚠ SITE_URL is not set: canonical URLs, the sitemap, the feed and OpenGraph images point at ` +
        `http://localhost:${env.PORT || 3000}. Set SITE_URL (e.g. https://mui.com) for a production build.`,
    );
  }
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
}

/** The ad network (AD_NETWORK_SCRIPT_URL, AD_NETWORK_JSON_URL); without both, ads act as blocked. */
export function adConfig(env: Env = process.env): { scriptUrl?: string; jsonUrl?: string } {
  return {
    ...(env.AD_NETWORK_SCRIPT_URL ? { scriptUrl: env.AD_NETWORK_SCRIPT_URL } : {}),
    ...(env.AD_NETWORK_JSON_URL ? { jsonUrl: env.AD_NETWORK_JSON_URL } : {}),
  };
}

/** Google Analytics 4 measurement id (GA_MEASUREMENT_ID); without it no third-party script loads. */
export function gaMeasurementId(env: Env = process.env): string | undefined {
  return env.GA_MEASUREMENT_ID || undefined;
}

/**
 * The host the service worker registers on (DOCS_PRODUCTION_HOST, e.g. `mui.com`, else the
 * host of SITE_URL when that is set); elsewhere, no worker.
 */
export function productionHost(env: Env = process.env): string | undefined {
  if (env.DOCS_PRODUCTION_HOST) return env.DOCS_PRODUCTION_HOST;
  return env.SITE_URL ? new URL(env.SITE_URL).host : undefined;
}
