/**
 * The security and caching headers of every response (next.config.ts `headers()`). Next
 * writes them into the routes manifest at build, so the environment they read
 * (GA_MEASUREMENT_ID, AD_NETWORK_SCRIPT_URL, AD_NETWORK_JSON_URL) is the build's, like the
 * prerendered pages that load those scripts (docs/feedback-analytics-ads.md, "Deployment").
 */
import { CODESANDBOX_URL, STACKBLITZ_URL } from '../demo/sandbox';

type Env = Partial<Record<string, string>>;

/** What a route's pages do that the base policy does not allow. */
export interface PolicyNeeds {
  /** Evaluates code the reader typed (live-edited demos, the playground): 'unsafe-eval'. */
  liveCode?: boolean;
  /** Loads Google Analytics and the ad network when they are configured (the docs shell). */
  thirdParties?: boolean;
  /** Opens demos in CodeSandbox or StackBlitz by posting a form. */
  sandboxExport?: boolean;
}

/** Google's documented sources for Google Analytics 4 (gtag.js). */
const GA = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy. Static on purpose: pages are prerendered, and a per-request
 * nonce would make every page render on request. So:
 *   - script-src 'unsafe-inline': Next's prerendered pages carry inline bootstrap scripts
 *     (the RSC payload, the colour-mode script) that differ per page and build;
 *   - 'wasm-unsafe-eval': the search (Pagefind) runs WebAssembly; it allows compiling Wasm,
 *     not eval of strings;
 *   - style-src 'unsafe-inline': emotion (MUI) injects <style> elements and React sets style
 *     attributes; styles cannot run script;
 *   - 'unsafe-eval' only where a reader's own code runs (PolicyNeeds.liveCode);
 *   - third-party hosts only when configured: the ad network's script and JSON origins, and
 *     for its images (creatives and impression pixels are named per ad by the network, on
 *     hosts of its choosing) any https image; Google Analytics' hosts;
 *   - frames: only this origin may frame pages (demo frames) and pages frame only this origin.
 */
export function contentSecurityPolicy(env: Env, needs: PolicyNeeds, dev = false): string {
  const third = needs.thirdParties ?? false;
  const ga = third && env.GA_MEASUREMENT_ID ? GA : { script: [], connect: [], img: [] };
  const adScript = third ? originOf(env.AD_NETWORK_SCRIPT_URL) : [];
  const adJson = third ? originOf(env.AD_NETWORK_JSON_URL) : [];
  const ads = [...new Set([...adScript, ...adJson])];
  const eval_ = needs.liveCode || dev ? ["'unsafe-eval'"] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", ...eval_, ...ga.script, ...adScript],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...ga.img, ...ads, ...(ads.length ? ['https:'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...ga.connect, ...adJson],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': [
      "'self'",
      ...(needs.sandboxExport ? [new URL(CODESANDBOX_URL).origin, new URL(STACKBLITZ_URL).origin] : []),
    ],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** The headers every response carries besides its CSP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors; demo frames are same-origin.
  'X-Frame-Options': 'SAMEORIGIN',
  // Features no page uses. Only names Chromium knows: an unknown one logs a console error.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // Sandbox exports open in a new tab with noopener; nothing needs a cross-origin opener.
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * HTML, Markdown, llms.txt, the feed, OpenGraph cards and public files: browsers revalidate
 * every time (ETag, so usually a 304), shared caches keep a copy five minutes and may serve
 * it one more minute while they revalidate. After a deploy, a CDN serves the old HTML (and
 * the old chunks it names, which the CDN still holds) for at most about six minutes, not a
 * year. Hashed /_next/static/ files keep Next's `immutable`.
 */
export const SHORT_SHARED_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';

/** Files whose name changes with their content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The type-check worker's policy: no script beyond its own, fetches from this origin only. */
export const EDITOR_WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** The plain-text answers of the request guard carry this policy: they load nothing. */
export const PLAIN_TEXT_CSP = "default-src 'none'; frame-ancestors 'self'";

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const cspRule = (source: string, env: Env, needs: PolicyNeeds, dev: boolean): HeaderRule => ({
  source,
  headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(env, needs, dev) }],
});

/**
 * The rules for next.config.ts `headers()`. When several match a path, the last one's value
 * of a header wins, so the general rule comes first and the exceptions after it.
 */
export function headerRules(env: Env, dev = false): HeaderRule[] {
  const docs: PolicyNeeds = { thirdParties: true, sandboxExport: true };
  return [
    {
      source: '/:path*',
      headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
    cspRule('/:path*', env, docs, dev),
    // Guide pages and blog posts show demos a reader can edit live (src/demo/runtime.tsx
    // compiles the edit with new Function). Other pages' demos are framed or have no editor.
    cspRule('/x/:path*', env, { ...docs, liveCode: true }, dev),
    cspRule('/blog/:slug/', env, { ...docs, liveCode: true }, dev),
    // API reference pages have no demos; the worker's own policy governs what it may fetch.
    cspRule('/x/api/:path*', env, docs, dev),
    cspRule('/x/sw.js', env, {}, dev),
    // The live editor's type-check worker (its script's policy is the worker's own): it only
    // fetches its declaration packs from this origin.
    {
      source: '/editor-types/:path*',
      headers: [{ key: 'Content-Security-Policy', value: EDITOR_WORKER_CSP }],
    },
    // The playground compiles the reader's code; it has no analytics, ads or sandbox export.
    cspRule('/playground/', env, { liveCode: true }, dev),
    ...(dev
      ? []
      : [
          {
            // Everything but hashed assets, the endpoints and the worker script (no-cache).
            source: '/:path((?!_next/|api/|x/sw\\.js$).*)',
            headers: [{ key: 'Cache-Control', value: SHORT_SHARED_CACHE }],
          },
          // Named by content hash (scripts/build-editor-types.ts): a new build, new names.
          { source: '/editor-types/:path*', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
        ]),
  ];
}
