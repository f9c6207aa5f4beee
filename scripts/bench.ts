/**
 * The site's benchmark.
 *   inputs:  the repository (content, code); a clean production build is made first
 *   outputs: a table on stdout and bench-report.json (ignored by git)
 *   command: npm run bench
 * Per page type: gzipped JavaScript that the HTML loads, HTML bytes; for the build: the API
 * reference generator's wall time (scripts/generate-api.ts, run alone; the build runs it too), the build's wall
 * time and peak memory (resident memory of the whole build process tree, sampled every
 * 200 ms); Lighthouse performance (mobile and desktop, median of 3 runs) of the Data Grid
 * overview, against the production server (server.mjs) on port BENCH_PORT (default 3200); search: index build time and
 * size, bytes transferred for a cold dialog's first query, keystroke-to-results time
 * (scripts/search-bench.ts). Page types that do not
 * exist yet are reported as missing. `npm run bench -- --no-lighthouse` skips Lighthouse.
 * Sizes: every demo's JavaScript, loaded alone at /demo-frame/<id>/ in headless Chromium
 * (src/size-snapshot/build/measure-demos.ts), and the page types' weights go to the tracked
 * bench/size-snapshot.json that the /size-snapshot/ page shows; commit it after a run.
 * `npm run bench -- --sizes-only [--base http://127.0.0.1:3100]` skips the build and everything
 * else: it measures the production build already in .next, served by its own server.mjs or by
 * the server at --base, and writes only the snapshot.
 * Whole visit (scripts/visit/run.ts, issue 22): the heaviest demo page of each product and a guide
 * page, against a naive baseline built from bench/naive/ in a temporary folder in the same run
 * (served on BENCH_NAIVE_PORT, default 3250): JavaScript and blocking time over the whole visit,
 * longest task, LCP, Lighthouse mobile, page-change time, each as a ratio to the naive page's with
 * the issue's goals. `npm run bench -- --visit-only [--base http://127.0.0.1:3200]` skips the site's
 * build and runs only this, against the server at --base or the build in .next; it writes
 * bench-report.json and the snapshot's whole-visit figures.
 * Live editing (scripts/editing-bench.ts, issue 23): bytes from pressing Edit to the first type
 * diagnostic and the keystroke-to-diagnostic time on a guide page's demo, desktop Chromium,
 * median of 3 cold runs. `npm run bench -- --editing-only [--base http://127.0.0.1:3200]` runs
 * only this and replaces only the snapshot's editing figures.
 */
import { execFileSync, spawn } from 'node:child_process';
import { measureCommand } from './process-tree';
import { waitForServer } from './wait-for-server';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../tests/e2e/chromium';
import { lighthouseMedians } from './lighthouse';
import { buildSearchIndex } from '../src/search/build/index-site';
import { measurePage } from './page-weight';
import { BENCH_QUERIES, measureSearch } from './search-bench';
import { measureDemos, type DemoEntry } from '../src/size-snapshot/build/measure-demos';
import { writeSizeSnapshot, writeWholeVisit } from '../src/size-snapshot/build/write-snapshot';
import { writeEditing } from '../src/size-snapshot/build/write-snapshot';
import { formatKb, readSizeSnapshot, type Editing, type WholeVisit } from '../src/size-snapshot/snapshot';
import { measureEditing, type EditingFigures } from './editing-bench';
import { formatVisitReport, runVisitBench, wholeVisitSnapshot, type VisitBenchReport } from './visit/run';

const root = process.cwd();

/** A representative page of each type; later issues fill in the types that do not exist yet. */
const PAGE_TYPES: Record<string, string> = {
  'guide page (no demos)': '/x/introduction/installation/',
  'API page': '/x/api/data-grid/data-grid/',
  'guide page with demos': '/x/react-data-grid/sorting/',
  'Data Grid overview': '/x/react-data-grid/',
  'home page (four live demos)': '/',
  'pricing page': '/pricing/',
  'blog post': '/blog/choosing-a-date-adapter/',
  'template (full page)': '/templates/sign-in/',
  '404 page': '/_not-found/',
};

async function build(): Promise<{ seconds: number; peakRssBytes: number }> {
  rmSync(join(root, '.next'), { recursive: true, force: true });
  const result = await measureCommand('npm', ['run', 'build'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.exitCode !== 0) throw new Error(`build failed with exit code ${result.exitCode}`);
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Starts the production server, runs `work` against it, and stops it again. */
async function withServer<T>(work: (base: string) => Promise<T>): Promise<T> {
  const port = process.env.BENCH_PORT ?? '3200';
  const taken = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} already answers; stop that server or set BENCH_PORT`);
  const server = spawn('node', ['server.mjs'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: port },
  });
  const base = `http://localhost:${port}`;
  // A server that exits at once (port taken) would leave the bench measuring whatever answers there.
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  try {
    await waitForServer(`${base}/x/introduction/`, {
      exited: () => exited,
      label: `server.mjs on port ${port} (is the port in use? set BENCH_PORT)`,
    });
    return await work(base);
  } finally {
    if (!exited) process.kill(-server.pid!, 'SIGTERM');
  }
}

/** Wall time of the API reference generator alone (it runs in `npm run prebuild`). */
function timeApiGenerator(): number {
  const started = Date.now();
  execFileSync('npx', ['tsx', 'scripts/generate-api.ts'], { stdio: 'ignore' });
  return (Date.now() - started) / 1000;
}

/** The demos of the build just made (prebuild rewrites the index). */
function demoIndex(): DemoEntry[] {
  return JSON.parse(readFileSync(join(root, 'generated/demo-index.json'), 'utf8')) as DemoEntry[];
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The server given with `--base`, without a trailing slash. */
function argBase(): string | undefined {
  const index = process.argv.indexOf('--base');
  return index > 0 ? process.argv[index + 1]?.replace(/\/$/, '') : undefined;
}

/** What the snapshot's whole-visit figures say about their run. */
function visitMeta(measuredWith: string): Pick<WholeVisit, 'commit' | 'date' | 'measuredWith'> {
  const dirty = git('status', '--porcelain').length > 0;
  return {
    commit: git('rev-parse', '--short', 'HEAD'),
    date: new Date().toISOString(),
    measuredWith: `${measuredWith}${dirty ? '; the working tree had uncommitted changes' : ''}`,
  };
}

/** Measures the demos and writes bench/size-snapshot.json; prints the largest demos. */
async function sizeSnapshot(
  pages: Parameters<typeof writeSizeSnapshot>[1]['pageTypes'],
  measuredWith: string,
  wholeVisit?: WholeVisit,
  editing?: Editing,
) {
  const base = argBase();
  console.log(
    `\nMeasuring ${demoIndex().length} demos in headless Chromium${base ? ` against ${base}` : ''}:`,
  );
  // Measuring an existing build, demos added since are skipped rather than failing the run.
  const options = { skipMissing: process.argv.includes('--sizes-only') };
  const { measured: demos, missing } = base
    ? await measureDemos(base, demoIndex(), options)
    : await withServer((server) => measureDemos(server, demoIndex(), options));
  const dirty = git('status', '--porcelain').length > 0;
  const snapshot = writeSizeSnapshot(root, {
    commit: git('rev-parse', '--short', 'HEAD'),
    date: new Date().toISOString(),
    measuredWith: [
      `${measuredWith}${base ? `, served at ${base}` : ''}`,
      dirty ? 'the working tree had uncommitted changes' : '',
      missing.length ? `${missing.length} demos added after that build were not measured` : '',
    ]
      .filter(Boolean)
      .join('; '),
    pageTypes: pages,
    demos,
    wholeVisit,
    editing,
  });
  console.log(
    `Demo frame baseline: ${formatKb(snapshot.demoFrame.baselineGzipBytes)} in ${snapshot.demoFrame.baselineFiles} files. Largest demos (total, beyond the baseline):`,
  );
  for (const demo of [...snapshot.demos].sort((a, b) => b.jsGzipBytes - a.jsGzipBytes).slice(0, 8)) {
    console.log(
      `  ${formatKb(demo.jsGzipBytes).padStart(9)}  ${formatKb(demo.demoGzipBytes).padStart(9)}  ${demo.id}`,
    );
  }
  console.log('Wrote bench/size-snapshot.json (tracked: commit it)');
}

function measurePageTypes() {
  return Object.fromEntries(
    Object.entries(PAGE_TYPES).map(([type, route]) => [
      type,
      { route, ...(measurePage(root, route) ?? { missing: true }) },
    ]),
  );
}

/** Page types that were built, for the snapshot; missing ones are left out. */
function builtPageTypes(pages: ReturnType<typeof measurePageTypes>) {
  return Object.fromEntries(
    Object.entries(pages).map(([type, page]) => [type, 'missing' in page ? null : page]),
  );
}

/** The committed snapshot's whole-visit figures, if it has readable ones. */
function previousWholeVisit(): WholeVisit | undefined {
  try {
    return readSizeSnapshot(root).wholeVisit;
  } catch {
    return undefined;
  }
}

/** The committed snapshot's live-editing figures, if it has readable ones. */
function previousEditing(): Editing | undefined {
  try {
    return readSizeSnapshot(root).editing;
  } catch {
    return undefined;
  }
}

function formatEditing(e: EditingFigures): string {
  return (
    `Live editing, ${e.demo} on ${e.page} (median of ${e.runs} cold runs, desktop): pressing Edit to the ` +
    `first diagnostic transferred ${kb(e.firstEditBytes)} in ${e.firstEditFiles} files (the worker with ` +
    `the TypeScript compiler ${kb(e.workerBytes)}); first keystroke to first diagnostic ` +
    `${e.firstDiagnosticMs} ms; keystroke to the next answer ${e.recheckMs} ms`
  );
}

/** `--editing-only`: the live-editing measure against a build already served (or in .next). */
async function editingOnly() {
  const base = argBase();
  if (!base && !existsSync(join(root, '.next/BUILD_ID')))
    throw new Error('--editing-only needs --base <url> or a production build in .next (npm run build)');
  const figures = base ? await measureEditing(base) : await withServer((server) => measureEditing(server));
  console.log(formatEditing(figures));
  writeEditing(root, {
    ...visitMeta(
      `an existing production build (npm run bench -- --editing-only)${base ? `, served at ${base}, whose commit may differ from this one` : ''}`,
    ),
    ...figures,
  });
  console.log('Wrote the live-editing figures into bench/size-snapshot.json (tracked: commit it)');
}

/** `--visit-only`: the whole-visit bench against a build already served (or in .next). */
async function visitOnly() {
  const base = argBase();
  if (!base && !existsSync(join(root, '.next/BUILD_ID')))
    throw new Error('--visit-only needs --base <url> or a production build in .next (npm run build)');
  const lighthouse = !process.argv.includes('--no-lighthouse');
  const visit = base
    ? await runVisitBench(root, base, { lighthouse })
    : await withServer((server) => runVisitBench(root, server, { lighthouse }));
  writeFileSync(
    join(root, 'bench-report.json'),
    `${JSON.stringify({ date: new Date().toISOString(), commit: git('rev-parse', '--short', 'HEAD'), wholeVisit: visit }, null, 2)}\n`,
  );
  console.log(`\n${formatVisitReport(visit)}\n\nWrote bench-report.json`);
  writeWholeVisit(
    root,
    wholeVisitSnapshot(
      visit,
      visitMeta(
        `an existing production build (npm run bench -- --visit-only)${base ? `, served at ${base}, whose commit may differ from this one` : ''}`,
      ),
    ),
  );
  console.log('Wrote the whole-visit figures into bench/size-snapshot.json (tracked: commit it)');
}

async function main() {
  if (process.argv.includes('--visit-only')) return visitOnly();
  if (process.argv.includes('--editing-only')) return editingOnly();
  if (process.argv.includes('--sizes-only')) {
    if (!existsSync(join(root, '.next/BUILD_ID')))
      throw new Error('--sizes-only needs a production build in .next (npm run build)');
    await sizeSnapshot(
      builtPageTypes(measurePageTypes()),
      'an existing production build (npm run bench -- --sizes-only)',
      // Measured separately (`--visit-only`, `--editing-only`, or a full run): kept, with their own commit and date.
      previousWholeVisit(),
      previousEditing(),
    );
    return;
  }
  const apiGeneratorSeconds = timeApiGenerator();
  const buildResult = await build();
  const pages = measurePageTypes();
  // The build indexed the site already (postbuild); indexing again here times it alone.
  const searchIndex = await buildSearchIndex(root);
  const search = await withServer((base) => measureSearch(base));
  const lighthouse = process.argv.includes('--no-lighthouse')
    ? null
    : await withServer((base) => lighthouseMedians(`${base}${PAGE_TYPES['Data Grid overview']}`));
  const visit: VisitBenchReport = await withServer((base) =>
    runVisitBench(root, base, { lighthouse: !process.argv.includes('--no-lighthouse') }),
  );
  const editing = await withServer((base) => measureEditing(base));
  const report = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    build: {
      wallSeconds: buildResult.seconds,
      peakRssMiB: Math.round(buildResult.peakRssBytes / 2 ** 20),
      apiGeneratorSeconds,
    },
    pages,
    search: { index: searchIndex, ...search },
    lighthouse: lighthouse && { page: PAGE_TYPES['Data Grid overview'], ...lighthouse },
    wholeVisit: visit,
    editing,
  };
  writeFileSync(join(root, 'bench-report.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\nBuild: ${buildResult.seconds.toFixed(1)} s wall, peak memory ${report.build.peakRssMiB} MiB; ` +
      `of which the API reference generator (prebuild) takes about ${apiGeneratorSeconds.toFixed(1)} s`,
  );
  console.log(
    'page type                  | route                              | JS (gzip) | files | HTML      | HTML (gzip)',
  );
  for (const [type, page] of Object.entries(pages)) {
    if ('missing' in page) {
      console.log(`${type.padEnd(26)} | ${page.route.padEnd(34)} | not built yet`);
      continue;
    }
    console.log(
      `${type.padEnd(26)} | ${page.route.padEnd(34)} | ${kb(page.js.gzipBytes).padStart(9)} | ${String(page.js.files).padStart(5)} | ${kb(page.html.bytes).padStart(9)} | ${kb(page.html.gzipBytes)}`,
    );
  }
  console.log(
    `\nSearch: index of ${searchIndex.records} records built in ${searchIndex.seconds.toFixed(1)} s, ` +
      `${kb(searchIndex.bytes)} on disk in ${searchIndex.files} files; first query of a cold dialog ` +
      `transferred ${kb(search.firstQueryBytes)} (${search.firstQueryMs} ms to results); keystroke to ` +
      `results, median of ${BENCH_QUERIES.length} queries: ${search.warmMedianMs.toFixed(1)} ms with the index chunks loaded, ` +
      `${search.coldMedianMs.toFixed(1)} ms the first time each query is typed`,
  );
  const guide = pages['guide page (no demos)'];
  if (guide && !('missing' in guide)) {
    console.log('\nLargest chunks of the guide page:');
    for (const chunk of [...guide.js.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
      const text = readFileSync(join(root, '.next', chunk.file.replace(/^\/_next\//, '')), 'utf8');
      const hints = ['react-dom', '@mui/material', '@emotion', '@mui/system', 'next/dist', '@mui/x-license']
        .filter((name) => text.includes(name))
        .join(', ');
      console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}${hints ? `  (${hints})` : ''}`);
    }
  }
  if (lighthouse) {
    console.log(`\nLighthouse, ${PAGE_TYPES['Data Grid overview']} (median of 3 runs, ${CHROMIUM_PATH}):`);
    for (const [formFactor, run] of Object.entries(lighthouse)) {
      console.log(
        `  ${formFactor.padEnd(8)} score ${run.score}, total blocking time ${run.totalBlockingTimeMs} ms, ` +
          `CLS ${run.cumulativeLayoutShift}, LCP ${run.largestContentfulPaintMs} ms`,
      );
    }
  }
  console.log(`\n${formatVisitReport(visit)}`);
  console.log(`\n${formatEditing(editing)}`);
  console.log('\nWrote bench-report.json');
  const fresh = 'a fresh production build (npm run bench), served by server.mjs';
  await sizeSnapshot(builtPageTypes(pages), fresh, wholeVisitSnapshot(visit, visitMeta(fresh)), {
    ...visitMeta(fresh),
    ...editing,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
