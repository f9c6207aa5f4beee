/**
 * Lints the built site like code.
 *   inputs:  a running production server (BASE_URL, default http://localhost:3000), the
 *            guide pages listed in generated/content-index.ts, the API pages of
 *            generated/api/manifest.json and the pages outside the docs (src/navigation/site-pages.ts)
 *   outputs: every broken internal link or heading anchor with the page it is on, and every
 *            page without exactly one h1; exit code 1 if there is any
 *   command: npm run test:links (npm test starts the server and runs it)
 * It crawls from every page of the site, following internal links, so the drawer, prev/next,
 * table of contents and prose links are all checked. Links must answer 200 directly: a
 * redirect costs readers a round trip, so it is reported too.
 */
import { pageSources } from '../generated/content-index';
import { apiPathnames } from '../src/api/load';
import { sitePagesOutsideDocs } from '../src/navigation/site-pages';
import { anchorHrefs, elementIds, h1Count, internalUrl } from './links';

const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000');

interface Fetched {
  status: number;
  html: string;
  location?: string | null;
}

const cache = new Map<string, Promise<Fetched>>();

/**
 * One request. A socket the server closed while idle (its keep-alive timeout) can be handed to
 * the next request under load and fail with UND_ERR_SOCKET: such a failure is retried twice,
 * and a request that still fails names its page.
 */
async function request(key: string, attempt = 1): Promise<Fetched> {
  try {
    const response = await fetch(new URL(key, base), { redirect: 'manual' });
    return {
      status: response.status,
      html: (response.headers.get('content-type') ?? '').includes('text/html') ? await response.text() : '',
      location: response.headers.get('location'),
    };
  } catch (caught) {
    const error = caught as Error & { cause?: { code?: string } };
    const code = error.cause?.code;
    if (attempt < 3 && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET')) return request(key, attempt + 1);
    throw new Error(`${key}: ${error.message}${code ? ` (${code})` : ''}`);
  }
}

function fetchPage(url: URL): Promise<Fetched> {
  const key = url.pathname + url.search;
  let result = cache.get(key);
  if (!result) {
    result = request(key);
    cache.set(key, result);
  }
  return result;
}

async function main() {
  const problems: string[] = [];
  const queue = [
    ...[...Object.keys(pageSources), ...apiPathnames()].map((p) => `${p}/`),
    // Marketing, blog, templates and the special pages.
    ...sitePagesOutsideDocs(),
  ].map((p) => new URL(p, base));
  // The 404 page is a real page a reader lands on: its links must work too.
  queue.push(new URL('/this-page-does-not-exist/', base));
  const visited = new Set<string>();
  let links = 0;

  while (queue.length) {
    const page = queue.shift()!;
    if (visited.has(page.pathname)) continue;
    visited.add(page.pathname);
    const { status, html } = await fetchPage(page);
    const expected = page.pathname === '/this-page-does-not-exist/' ? 404 : 200;
    if (status !== expected) {
      problems.push(`${page.pathname}: answered ${status}, expected ${expected}`);
      continue;
    }
    const h1s = h1Count(html);
    if (h1s !== 1) problems.push(`${page.pathname}: has ${h1s} h1 elements, expected exactly 1`);
    const ownIds = elementIds(html);

    for (const href of anchorHrefs(html)) {
      const target = internalUrl(href, page);
      if (!target) continue;
      links += 1;
      if (target.pathname === page.pathname && target.search === page.search) {
        const id = decodeURIComponent(target.hash.slice(1));
        if (id && !ownIds.has(id))
          problems.push(`${page.pathname}: link "${href}" points to a missing anchor`);
        continue;
      }
      const linked = await fetchPage(target);
      if (linked.status !== 200) {
        const where = linked.location ? ` (redirects to ${linked.location})` : '';
        problems.push(`${page.pathname}: link "${href}" answered ${linked.status}${where}`);
        continue;
      }
      const id = decodeURIComponent(target.hash.slice(1));
      if (id && !elementIds(linked.html).has(id)) {
        problems.push(`${page.pathname}: link "${href}" points to a missing anchor on ${target.pathname}`);
      }
      if (linked.html && !visited.has(target.pathname)) queue.push(target);
    }
  }

  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.log(`Link check: ${visited.size} pages, ${links} internal links, ${problems.length} problems.`);
  if (problems.length) process.exit(1);
}

main().catch((error) => {
  console.error(`Link check could not run: ${(error as Error).message}`);
  process.exit(1);
});
