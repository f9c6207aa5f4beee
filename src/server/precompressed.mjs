// Sends the build's brotli copy of a script or style sheet (scripts/precompress.ts writes
// `.next/static/**.{js,css}.br`) to a browser that accepts brotli, with the headers Next would
// have sent for the file itself. Anything else (no `.br` copy, a client without brotli, another
// method or path) is left to Next, which compresses with gzip. Plain JavaScript: server.mjs
// imports it without a build step.
import { readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

const PREFIX = '/_next/static/';
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
// As Next sends for /_next/static/ (content-hashed names); src/security/headers.ts IMMUTABLE_CACHE.
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** True when the Accept-Encoding header accepts `br` (not with q=0). */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * The headers of the build's own header rules (next.config.ts `headers()`, compiled into
 * routes-manifest.json) that apply to `pathname`; a later rule wins, as in Next.
 */
export function configuredHeaders(manifest, pathname) {
  const headers = {};
  for (const rule of manifest.headers ?? []) {
    if (rule.has || rule.missing || !new RegExp(rule.regex).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/**
 * A request handler for server.mjs: returns true when it answered from a `.br` file, false
 * when the request is Next's to answer.
 */
export function precompressedStatic(distDir) {
  const staticDir = join(distDir, 'static');
  let manifest = { headers: [] };
  try {
    manifest = JSON.parse(readFileSync(join(distDir, 'routes-manifest.json'), 'utf8'));
  } catch {
    // No build: every request goes to Next, which says so.
  }
  /** @type {Map<string, { body: Buffer, etag: string, modified: string, headers: Record<string, string> } | null>} */
  const files = new Map();
  const load = (pathname) => {
    if (files.has(pathname)) return files.get(pathname);
    let entry = null;
    let relative = '';
    try {
      relative = decodeURIComponent(pathname.slice(PREFIX.length));
    } catch {
      relative = '';
    }
    const file = normalize(join(staticDir, relative));
    // Only files inside .next/static/: a `..` or an encoded separator stays Next's to refuse.
    if (relative && file.startsWith(staticDir + sep)) {
      try {
        const stat = statSync(`${file}.br`);
        const body = readFileSync(`${file}.br`);
        entry = {
          body,
          etag: `W/"br-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
          modified: stat.mtime.toUTCString(),
          // The rules are matched once per file, not on every request for it.
          headers: configuredHeaders(manifest, pathname),
        };
      } catch {
        entry = null;
      }
    }
    // Bounded by the build's file count: only names under .next/static/ with a known type.
    if (entry || files.size < 10_000) files.set(pathname, entry);
    return entry;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '').split('?')[0];
    if (!pathname.startsWith(PREFIX)) return false;
    const type = TYPES[pathname.slice(pathname.lastIndexOf('.'))];
    if (!type || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    const entry = load(pathname);
    if (!entry) return false;
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [key, value] of Object.entries(entry.headers)) res.setHeader(key, value);
    res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Last-Modified', entry.modified);
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', entry.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
