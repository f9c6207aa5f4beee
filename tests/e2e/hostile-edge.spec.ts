import { expect, test, type APIRequestContext } from '@playwright/test';

// What the server answers at its edge, whatever the request (issue 13, findings 4 and 5):
// security headers on every kind of response, a short shared lifetime for HTML and text, and
// 4xx with a reason, never 500, for requests it cannot serve. Values: src/security/headers.ts.

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
];
const SHORT = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';

/** A hashed chunk, an OpenGraph card: URLs that change with every build, read from a page. */
async function buildUrls(request: APIRequestContext) {
  const html = await (await request.get('/x/react-data-grid/sorting/')).text();
  const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
  const og = /<meta property="og:image" content="[^"]*?(\/og\/[^"]+\.png)"/.exec(html)?.[1];
  expect(chunk, 'a chunk in the page').toBeDefined();
  expect(og, 'the page’s OpenGraph card').toBeDefined();
  return { chunk: chunk!, og: og! };
}

test('every kind of response carries the security headers', async ({ request }) => {
  const { chunk, og } = await buildUrls(request);
  const responses = [
    ['/x/react-data-grid/sorting/', 'GET'],
    ['/', 'GET'],
    ['/playground/', 'GET'],
    ['/x/no-such-page/', 'GET'],
    [chunk, 'GET'],
    ['/x/sw.js', 'GET'],
    ['/llms.txt', 'GET'],
    ['/markdown/x/react-data-grid/sorting.md', 'GET'],
    ['/blog/feed.xml', 'GET'],
    [og, 'GET'],
    ['/api/feedback/', 'POST'],
    ['/api/events/', 'POST'],
    ['/api/demo-data/employees/?pageSize=x', 'GET'],
    ['/x/%zz/', 'GET'],
  ] as const;
  for (const [path, method] of responses) {
    // Cross-site, so the endpoints refuse the (empty) body early: only the headers matter here.
    const response = await request.fetch(path, { method, headers: { origin: 'https://elsewhere.example' } });
    const headers = response.headers();
    for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${method} ${path}`).toBeTruthy();
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
  }
});

test("'unsafe-eval' is allowed where readers' code runs, and nowhere else", async ({ request }) => {
  const scriptSrc = async (path: string) =>
    /script-src ([^;]+)/.exec((await request.get(path)).headers()['content-security-policy'] ?? '')?.[1] ??
    '';
  expect(await scriptSrc('/playground/')).toContain("'unsafe-eval'");
  expect(await scriptSrc('/x/react-data-grid/sorting/')).toContain("'unsafe-eval'");
  for (const path of ['/', '/x/api/data-grid/data-grid/', '/templates/', '/pricing/']) {
    expect(await scriptSrc(path), path).not.toContain("'unsafe-eval'");
  }
});

test('HTML, Markdown, llms.txt, the feed and cards get a short shared lifetime; hashed assets stay immutable', async ({
  request,
}) => {
  const { chunk, og } = await buildUrls(request);
  for (const path of [
    '/',
    '/x/react-data-grid/sorting/',
    '/llms.txt',
    '/markdown/x/react-data-grid/sorting.md',
    '/blog/feed.xml',
    og,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(SHORT);
  }
  expect((await request.get(chunk)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/x/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('malformed percent escapes answer 400 with a reason, on every kind of dynamic path', async ({
  request,
}) => {
  for (const path of [
    '/x/%zz/',
    '/x/react-data-grid/%E0%A4%A/',
    '/markdown/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd.md',
    '/blog/%zz/',
    '/og/%zz.png',
    '/demo-frame/%zz/',
    '/templates/%ff/',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toMatch(/percent-encoding/);
  }
});

test('TRACE and other methods pages do not have answer 405 with Allow', async ({ request }) => {
  for (const [method, path, allow] of [
    ['TRACE', '/', 'GET, HEAD'],
    ['TRACE', '/x/introduction/', 'GET, HEAD'],
    ['PUT', '/x/introduction/', 'GET, HEAD'],
    ['DELETE', '/llms.txt', 'GET, HEAD'],
    ['TRACE', '/api/feedback/', 'POST, OPTIONS'],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()['allow'], `${method} ${path}`).toBe(allow);
    expect(await response.text()).toContain(`Method ${method} is not allowed`);
  }
});

test('the image optimizer is off: its URL answers 404 with a reason', async ({ request }) => {
  for (const path of [
    '/_next/image/?url=/etc/passwd&w=64&q=75',
    '/_next/image?url=%2Fads%2Fx.png&w=64&q=75',
  ]) {
    // Without the slash, Next first redirects to the canonical URL (308), then the guard answers.
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Image optimization is off');
  }
});
