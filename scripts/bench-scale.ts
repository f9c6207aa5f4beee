/**
 * The site at full size, rehearsed before its content exists.
 *   inputs:  the working tree (committed or not); its written pages and demos are repeated
 *   outputs: a table on stdout and bench-scale-report.json (ignored by git); the corpus lives
 *            in a throwaway copy of the repository (default $TMPDIR/mui-x-docs-scale), never in
 *            the checkout, and is deleted at the end unless --keep
 *   command: npm run bench:scale [-- --demos 900] [--pages 173] [--dir <path>] [--keep]
 *            [--no-checks] [--full-test] [--committed]
 * In the copy, every guide leaf of the navigation tree without a page gets a copy of a written
 * page (scripts/scale/corpus.ts) until there are --pages guide pages (default: every leaf),
 * and demos are repeated until the demo index holds --demos (default 900). Then it measures
 * `npm run build` step by step (wall time, peak memory of the whole process tree, Next's
 * phases, the size of .next, the prerendered pages), the heaviest page of each type against
 * the page-weight budgets, and, against `next start` on BENCH_PORT (default 3300), how long
 * the full-size checks take: the code-sample check, the every-demo test, the accessibility
 * sweep and the link checker. --full-test runs the whole `npm test` in the copy
 * instead of those checks and reports its step times (the CI budget).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { guideCoverage } from '../src/navigation/coverage';
import { docsTree } from '../src/navigation/tree';
import { measureCommand, type Measured } from './process-tree';
import { planCorpus, readSources, writeCorpus } from './scale/corpus';

const root = process.cwd();
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);
const targetDemos = Number(arg('demos') ?? 900);
const dir = arg('dir') ?? join(tmpdir(), 'mui-x-docs-scale');
const port = process.env.BENCH_PORT ?? '3300';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: '' };

/**
 * A copy of the working tree (tracked and untracked files, not ignored ones), or with
 * --committed of HEAD only; node_modules hard-linked.
 */
function copyRepository(): void {
  rmSync(dir, { recursive: true, force: true });
  if (flag('committed')) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${dir}"`]);
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
    return;
  }
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(root, f)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  // Hard links: seconds instead of a fresh install, and Turbopack sees a real folder.
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
}

function countDemoFiles(folder: string): number {
  if (!existsSync(folder)) return 0;
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (/\/demos\/[A-Z]\w*\.tsx$/.test(join(d, e.name))) n += 1;
    }
  };
  walk(folder);
  return n;
}

function duBytes(path: string): number {
  return Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);
}

/** The phases Next prints: compile, TypeScript, static generation. */
function buildPhases(log: string): Record<string, number> {
  const seconds = (re: RegExp) => {
    const m = re.exec(log);
    if (!m) return undefined;
    return Number(m[1]) * ({ ms: 0.001, s: 1, min: 60 } as Record<string, number>)[m[2]!]!;
  };
  const phases: Record<string, number | undefined> = {
    compile: seconds(/Compiled successfully in ([\d.]+)(ms|s|min)\b/),
    typescript: seconds(/Finished TypeScript in ([\d.]+)(ms|s|min)\b/),
    staticGeneration: seconds(
      /Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+)(ms|s|min)\b/,
    ),
  };
  return Object.fromEntries(Object.entries(phases).filter(([, v]) => v !== undefined)) as Record<
    string,
    number
  >;
}

async function withServer<T>(work: (base: string) => Promise<T>): Promise<T> {
  const base = `http://localhost:${port}`;
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${port} already answers; stop that server or set BENCH_PORT.`);
  const server = spawn('node', ['server.mjs'], {
    cwd: dir,
    env: {
      ...env,
      PORT: port,
      DATA_DIR: join(dir, 'data'),
      RATE_LIMIT_PER_MINUTE: '100000',
      STORE_ROWS_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let i = 0; i < 120; i += 1) {
      if (
        await fetch(`${base}/x/introduction/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return await work(base);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

const run = (cmd: string, args: string[], extra: Record<string, string> = {}) =>
  measureCommand(cmd, args, { cwd: dir, env: { ...env, ...extra }, capture: true });

/** Playwright's closing counts ("12 passed", "1 failed"). */
const counts = (m: Measured) =>
  Object.fromEntries(
    [...m.output.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped)/gm)].map((x) => [x[2], Number(x[1])]),
  );

async function main() {
  const started = Date.now();
  console.log(`Copying the working tree to ${dir} ...`);
  copyRepository();
  const sources = readSources(dir);
  const have = new Set(sources.map((s) => `/x/${s.dir.replace(/^content\//, '')}`));
  let missing = guideCoverage(docsTree, (p) => have.has(p)).missing;
  const pagesArg = arg('pages');
  if (pagesArg) missing = missing.slice(0, Math.max(0, Number(pagesArg) - sources.length));
  const other = ['blog', 'templates', 'marketing'].reduce((n, d) => n + countDemoFiles(join(dir, d)), 0);
  const plan = planCorpus(sources, missing, other, targetDemos);
  writeCorpus(dir, plan);
  console.log(
    `Corpus: ${sources.length + plan.length} guide pages (${plan.length} copies), aiming at ${targetDemos} demos.`,
  );

  // `npm run build` is these three steps (npm runs prebuild and postbuild around next build);
  // run one by one, each is timed, and the budget applies to their sum.
  const steps: [string, string, string[]][] = [
    ['prebuild (content, demos, API reference)', 'npm', ['run', 'prebuild']],
    ['next build', 'npx', ['next', 'build']],
    ['postbuild (compile hints, brotli, search index)', 'npm', ['run', 'postbuild']],
  ];
  const measured: Record<string, { seconds: number; peakRssMiB: number }> = {};
  let log = '';
  for (const [label, cmd, args] of steps) {
    const m = await run(cmd, args);
    if (m.exitCode !== 0) throw new Error(`${label} failed in ${dir} (exit ${m.exitCode})`);
    measured[label] = { seconds: m.seconds, peakRssMiB: Math.round(m.peakRssBytes / 2 ** 20) };
    log += m.output;
  }
  const values = Object.values(measured);
  const demos = JSON.parse(readFileSync(join(dir, 'generated/demo-index.json'), 'utf8')).length as number;
  const staticPages = Number(
    /Generating static pages using \d+ workers? \((\d+)\/\d+\) in/.exec(log)?.[1] ?? NaN,
  );
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    guidePages: sources.length + plan.length,
    demos,
    build: {
      wallSeconds: values.reduce((n, v) => n + v.seconds, 0),
      peakRssMiB: Math.max(...values.map((v) => v.peakRssMiB)),
      steps: measured,
      nextBuildPhases: buildPhases(log),
      nextDirMiB: Math.round(duBytes(join(dir, '.next')) / 2 ** 20),
      prerenderedPages: staticPages,
    },
  };

  // The page-weight budgets at full size: what every guide page would load once all exist.
  const weight = await run('npx', ['tsx', 'scripts/check-page-weight.ts']);
  report.pageWeight = {
    exitCode: weight.exitCode,
    heaviestKB: Object.fromEntries(
      [...weight.output.matchAll(/^(\w+): \d+ page\(s\), heaviest ([\d.]+) KB/gm)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    ),
  };

  if (flag('full-test')) {
    const test = await run('bash', ['scripts/test-all.sh'], { TEST_PORT: port });
    const steps = /== Step times[^\n]*\n([\s\S]*)$/.exec(test.output)?.[1]?.trim().split('\n') ?? [];
    report.fullTest = { seconds: test.seconds, exitCode: test.exitCode, steps };
  } else if (!flag('no-checks')) {
    const checks: Record<string, unknown> = {};
    if (existsSync(join(dir, 'scripts/check-code-samples.ts'))) {
      const samples = await run('npx', ['tsx', 'scripts/check-code-samples.ts']);
      checks.codeSamples = { seconds: samples.seconds, exitCode: samples.exitCode };
    }
    await withServer(async (base) => {
      for (const [name, spec] of [
        ['everyDemo', 'tests/e2e/every-demo.spec.ts'],
        ['accessibility', 'tests/e2e/accessibility.spec.ts'],
      ] as const) {
        const m = await run('npx', ['playwright', 'test', spec, '--reporter=list'], { BASE_URL: base });
        checks[name] = { seconds: m.seconds, exitCode: m.exitCode, ...counts(m) };
      }
      const links = await run('npx', ['tsx', 'scripts/check-links.ts'], { BASE_URL: base });
      checks.links = { seconds: links.seconds, exitCode: links.exitCode };
    });
    report.checks = checks;
  }
  report.totalSeconds = (Date.now() - started) / 1000;
  writeFileSync(join(root, 'bench-scale-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${JSON.stringify(report, null, 2)}\nWrote bench-scale-report.json`);
  if (!flag('keep')) rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
