/**
 * Builds the Pagefind index of the site (see records.ts for what is indexed). Used by
 * scripts/build-search-index.ts (after the build) and the bench.
 */
import { postSources } from '../../../generated/blog-index';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageSources } from '../../../generated/content-index';
import {
  API_CHANGES_DESCRIPTION,
  API_CHANGES_PATH,
  API_CHANGES_TITLE,
  apiChangesHeadings,
} from '../../api/changes';
import { apiManifest, API_PRODUCTS } from '../../api/load';
import type { ApiPageData } from '../../api/types';
import { apiRecords, guideRecords, holders, type SearchRecord } from './records';

export interface IndexResult {
  records: number;
  seconds: number;
  bytes: number;
  files: number;
}

function directorySize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = directorySize(full);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

function collectRecords(root: string): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of Object.values(pageSources)) {
    const file = join(root, '.next/server/app', `${page.pathname}.html`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run next build before indexing.`);
    records.push(...guideRecords(page, readFileSync(file, 'utf8')));
  }
  // Blog posts are indexed like guides (by section), under the kind "Blog".
  for (const post of postSources) {
    const pathname = `/blog/${post.slug}`;
    const file = join(root, '.next/server/app', `${pathname}.html`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run next build before indexing.`);
    const page = {
      pathname,
      file: post.file,
      frontMatter: { title: post.frontMatter.title, description: post.frontMatter.description },
      headings: post.headings,
    };
    records.push(...guideRecords(page, readFileSync(file, 'utf8'), 'Blog'));
  }
  // The list of API changes since v7: not in the drawer, searchable like a guide.
  const changes = join(root, '.next/server/app', `${API_CHANGES_PATH}.html`);
  if (!existsSync(changes)) throw new Error(`${changes} is missing: run next build before indexing.`);
  const changesPage = {
    pathname: API_CHANGES_PATH,
    file: 'generated/api/since-v7.json',
    frontMatter: { title: API_CHANGES_TITLE, description: API_CHANGES_DESCRIPTION },
    headings: apiChangesHeadings(),
  };
  records.push(...guideRecords(changesPage, readFileSync(changes, 'utf8')));
  const apiPages = API_PRODUCTS.flatMap((product) =>
    apiManifest.products[product].entries.map((entry) => {
      const file = join(root, 'generated/api/pages', product, `${entry.slug}.json`);
      return JSON.parse(readFileSync(file, 'utf8')) as ApiPageData;
    }),
  );
  const heldBy = holders(apiPages);
  for (const page of apiPages) records.push(...apiRecords(page, heldBy.get(page.name)));
  return records;
}

/** Indexes the built site into `<root>/public/pagefind`, replacing what was there. */
export async function buildSearchIndex(root: string): Promise<IndexResult> {
  const started = performance.now();
  const output = join(root, 'public/pagefind');
  const records = collectRecords(root);
  // Pagefind is published as an ES module only; scripts run as CommonJS under tsx.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const record of records) {
    const result = await index.addHTMLFile({ url: record.url, content: record.html });
    if (result.errors.length)
      throw new Error(`Pagefind could not index ${record.url}: ${result.errors.join('; ')}`);
  }
  rmSync(output, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: output });
  if (written.errors.length)
    throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return { records: records.length, seconds: (performance.now() - started) / 1000, ...directorySize(output) };
}
