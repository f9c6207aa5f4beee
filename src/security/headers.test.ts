import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  EDITOR_WORKER_CSP,
  headerRules,
  IMMUTABLE_CACHE,
  SECURITY_HEADERS,
  SHORT_SHARED_CACHE,
} from './headers';

const CONFIGURED = {
  GA_MEASUREMENT_ID: 'G-TEST',
  AD_NETWORK_SCRIPT_URL: 'http://127.0.0.1:4555/ad.js',
  AD_NETWORK_JSON_URL: 'https://ads.example/ads.json',
};

/** The headers a path gets, matching rules the way Next's router does (last value wins). */
function headersFor(path: string, env = {}, dev = false): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of headerRules(env, dev)) {
    const match = getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: modifyRouteRegex,
    });
    if (match(path)) for (const { key, value } of rule.headers) result[key] = value;
  }
  return result;
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('headerRules', () => {
  it('gives every response every security header', () => {
    for (const path of [
      '/',
      '/x/introduction/',
      '/api/feedback/',
      '/_next/static/chunks/a.js',
      '/x/sw.js',
      '/llms.txt',
      '/markdown/x/a.md',
      '/blog/feed.xml',
      '/og/x/a.png',
      '/playground/',
    ]) {
      const headers = headersFor(path);
      for (const key of Object.keys(SECURITY_HEADERS))
        expect(headers[key], `${key} on ${path}`).toBe(SECURITY_HEADERS[key]);
      expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors'), path).toEqual(["'self'"]);
    }
  });

  it("allows 'unsafe-eval' only where a reader's code runs", () => {
    const evaluates = (path: string) =>
      directive(headersFor(path)['Content-Security-Policy']!, 'script-src').includes("'unsafe-eval'");
    for (const path of ['/x/react-data-grid/sorting/', '/x/introduction/', '/blog/mui-x-v8/', '/playground/'])
      expect(evaluates(path), path).toBe(true);
    for (const path of [
      '/',
      '/x/api/data-grid/data-grid/',
      '/templates/',
      '/demo-frame/x/a/',
      '/pricing/',
      '/x/sw.js',
      '/blog/',
      '/api/events/',
    ])
      expect(evaluates(path), path).toBe(false);
  });

  it('gives HTML and text a short shared lifetime, and leaves hashed assets, the API and the worker alone', () => {
    for (const path of [
      '/',
      '/x/introduction/',
      '/llms.txt',
      '/markdown/x/a.md',
      '/blog/feed.xml',
      '/og/x/a.png',
      '/pagefind/pagefind.js',
    ]) {
      expect(headersFor(path)['Cache-Control'], path).toBe(SHORT_SHARED_CACHE);
    }
    for (const path of ['/_next/static/chunks/a.js', '/api/feedback/', '/x/sw.js']) {
      expect(headersFor(path)['Cache-Control'], path).toBeUndefined();
    }
    expect(headersFor('/x/introduction/', {}, true)['Cache-Control']).toBeUndefined();
  });
});

describe('the live editor type-check files', () => {
  it('are cached for good (hashed names) and run under a policy that only fetches from here', () => {
    const headers = headersFor('/editor-types/packs/mui__material.0123456789.json');
    expect(headers['Cache-Control']).toBe(IMMUTABLE_CACHE);
    expect(headers['Content-Security-Policy']).toBe(EDITOR_WORKER_CSP);
    expect(directive(EDITOR_WORKER_CSP, 'connect-src')).toEqual(["'self'"]);
    expect(directive(EDITOR_WORKER_CSP, 'default-src')).toEqual(["'none'"]);
    // Guide pages may start it: worker-src allows this origin.
    expect(
      directive(headersFor('/x/react-data-grid/sorting/')['Content-Security-Policy']!, 'worker-src'),
    ).toEqual(["'self'"]);
  });
});

describe('contentSecurityPolicy', () => {
  it('names no third party when nothing is configured', () => {
    const csp = contentSecurityPolicy({}, { thirdParties: true, sandboxExport: true });
    expect(csp).not.toMatch(/google|127\.0\.0\.1|https:(?!\/\/(codesandbox|stackblitz))/);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"]);
    expect(directive(csp, 'form-action')).toEqual([
      "'self'",
      'https://codesandbox.io',
      'https://stackblitz.com',
    ]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('allows the configured ad network and Google Analytics where the docs shell loads them', () => {
    const csp = contentSecurityPolicy(CONFIGURED, { thirdParties: true });
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4555', 'https://www.googletagmanager.com']),
    );
    expect(directive(csp, 'script-src')).not.toContain('https://ads.example');
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['https://ads.example', 'https://*.google-analytics.com']),
    );
    expect(directive(csp, 'connect-src')).not.toContain('http://127.0.0.1:4555');
    expect(directive(csp, 'img-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4555', 'https://ads.example', 'https:']),
    );
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
  });

  it('gives the playground no third party even when configured', () => {
    const csp = headersFor('/playground/', CONFIGURED)['Content-Security-Policy']!;
    expect(csp).not.toMatch(/google|127\.0\.0\.1|ads\.example|codesandbox/);
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
  });

  it("adds 'unsafe-eval' everywhere in development (React's dev tooling uses eval)", () => {
    expect(directive(headersFor('/', {}, true)['Content-Security-Policy']!, 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('ignores a malformed ad URL rather than writing it into the policy', () => {
    expect(
      contentSecurityPolicy({ AD_NETWORK_SCRIPT_URL: 'not a url' }, { thirdParties: true }),
    ).not.toContain('not a url');
  });
});
