/**
 * What one prerendered page costs a reader: the JavaScript its HTML loads (script tags and
 * script preloads, without the noModule polyfill that modern browsers skip) and the HTML
 * itself, raw and gzipped. Shared by the bench script and its test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  html: { bytes: number; gzipBytes: number };
  js: { files: number; gzipBytes: number; chunks: { file: string; gzipBytes: number }[] };
}

/** The script URLs an HTML document makes the browser load. */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/\bnoModule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+\.js)"/.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\bas="script"/.test(tag) && !/rel="modulepreload"/.test(tag)) continue;
    const href = /\shref="([^"]+\.js)"/.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  return [...urls];
}

export const gzipSize = (data: Buffer | string) => gzipSync(data).length;

/** Measures a page of the last build from `.next/server/app/<route>.html`. */
export function measurePage(root: string, route: string): PageWeight | null {
  const name = route.replace(/^\/|\/$/g, '') || 'index';
  const file = join(root, '.next/server/app', `${name}.html`);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const chunks = scriptUrls(html).map((url) => {
    const path = join(root, '.next', url.replace(/^\/_next\//, ''));
    return { file: url, gzipBytes: gzipSize(readFileSync(path)) };
  });
  return {
    html: { bytes: Buffer.byteLength(html), gzipBytes: gzipSize(html) },
    js: { files: chunks.length, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks },
  };
}

/** Gzipped JavaScript budgets per page type, in KB (1024 bytes). Lower them as pages get lighter. */
export const PAGE_WEIGHT_BUDGETS_KB = { guide: 140, api: 143, home: 145 } as const;
export type PageType = keyof typeof PAGE_WEIGHT_BUDGETS_KB;

export interface MeasuredPage {
  route: string;
  type: PageType;
  jsGzipBytes: number;
}

/** The pages over their type's budget, each as a readable line (route, weight, budget). */
export function overBudget(
  pages: readonly MeasuredPage[],
  budgets: Record<PageType, number> = PAGE_WEIGHT_BUDGETS_KB,
): string[] {
  return pages
    .filter((p) => p.jsGzipBytes > budgets[p.type] * 1024)
    .map(
      (p) =>
        `${p.route} (${p.type} page): ${(p.jsGzipBytes / 1024).toFixed(1)} KB of gzipped JavaScript, budget ${budgets[p.type]} KB`,
    );
}
