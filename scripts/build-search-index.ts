/**
 * Builds the full-text search index with Pagefind, after the pages are prerendered.
 *   inputs:  .next/server/app/**.html (the guide pages), generated/api/ (the API reference)
 *   outputs: public/pagefind/ (ignored by git), served as static files by the server
 *   command: npm run build (as postbuild), or npx tsx scripts/build-search-index.ts after a build
 * Prints the time it took, the number of records and the index size on disk.
 */
import { buildSearchIndex } from '../src/search/build/index-site';

buildSearchIndex(process.cwd())
  .then(({ records, seconds, bytes, files }) => {
    console.log(
      `Search index: ${records} records in ${seconds.toFixed(1)} s, ` +
        `${(bytes / 2 ** 20).toFixed(1)} MiB in ${files} files (public/pagefind).`,
    );
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
