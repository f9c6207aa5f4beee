/**
 * The naive baseline (issue 22): the measured pages built the way a team would by default (Next 16,
 * MUI AppBar and Drawer, every demo mounted eagerly), from the fixture in bench/naive/ and the
 * demos in content/. Built in a temporary folder beside the project, whose node_modules it links,
 * served with `next start`, and removed afterwards, also on failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { waitForServer } from '../wait-for-server';
import { GUIDE_PAGE, VISIT_PAGES } from './pages';

export interface NaivePage {
  path: string;
  title: string;
  description: string;
  /** Demo names (file names without .tsx), in the order the guide shows them. */
  demos: string[];
}

/** `title` and `description` of a page.mdx's front matter (single-line values, as content/ writes them). */
export function frontMatter(mdx: string): { title: string; description: string } {
  const block = /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '';
  const field = (name: string) => {
    const value = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    return value.replace(/^(['"])(.*)\1$/, '$2');
  };
  return { title: field('title'), description: field('description') };
}

/** The demos of a page: those the guide shows (`<Demo of={Name}`), in its order, then any other file. */
export function demoOrder(mdx: string, files: readonly string[]): string[] {
  const names = files.filter((f) => f.endsWith('.tsx')).map((f) => f.replace(/\.tsx$/, ''));
  const shown = [...mdx.matchAll(/<Demo\s+of=\{(\w+)\}/g)].map((m) => m[1]!);
  const ordered = [...new Set(shown)].filter((name) => names.includes(name));
  return [...ordered, ...names.filter((name) => !ordered.includes(name)).sort()];
}

/** The page source from bench/naive/page.template.tsx: replaces its three `@bench` lines. */
export function naivePageSource(template: string, page: NaivePage): string {
  const imports = page.demos.map((name) => `import ${name} from './demos/${name}';`).join('\n');
  const demos = page.demos.map((name) => `{ name: '${name}', Demo: ${name} }`).join(', ');
  const lines = template.split('\n').map((line) => {
    if (line.includes('// @bench imports')) return imports;
    if (line.includes('// @bench page'))
      return `const page = ${JSON.stringify({ title: page.title, description: page.description })};`;
    if (line.includes('// @bench demos'))
      return `const demos: { name: string; Demo: React.ComponentType }[] = [${demos}];`;
    return line;
  });
  if (lines.join('\n') === template) throw new Error('bench/naive/page.template.tsx has no `@bench` lines');
  return lines.join('\n');
}

/** The measured pages and the guide page, read from content/. */
export function naivePages(root: string): NaivePage[] {
  return [GUIDE_PAGE, ...VISIT_PAGES].map((path) => {
    const folder = join(root, 'content', path.replace(/^\/x\//, ''));
    const mdx = readFileSync(join(folder, 'page.mdx'), 'utf8');
    let files: string[] = [];
    try {
      files = readdirSync(join(folder, 'demos'));
    } catch {
      // A guide without demos.
    }
    return { path, ...frontMatter(mdx), demos: demoOrder(mdx, files) };
  });
}

function step<T>(name: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new Error(`naive baseline: ${name} failed: ${(error as Error).message}`);
  }
}

/**
 * Builds the naive app, serves it on `port`, runs `work` against it, then stops the server and
 * removes the folder. `siteBase` is where its one data-fetching demo gets its data.
 */
export async function withNaiveBaseline<T>(
  root: string,
  { port, siteBase, log = console.log }: { port: number; siteBase: string; log?: (line: string) => void },
  work: (base: string) => Promise<T>,
): Promise<T> {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`naive baseline: port ${port} already answers; stop that server or set BENCH_NAIVE_PORT`);
  const dir = mkdtempSync(join(dirname(root), '.naive-baseline-'));
  const next = join(root, 'node_modules/next/dist/bin/next');
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NAIVE_WORKSPACE_ROOT: dirname(root),
    NAIVE_SITE_BASE: siteBase,
  };
  let server: ReturnType<typeof spawn> | null = null;
  try {
    step('copying the fixture and the demos', () => {
      const fixture = join(root, 'bench/naive');
      for (const name of ['next.config.ts', 'tsconfig.json', 'app'])
        cpSync(join(fixture, name), join(dir, name), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
      const template = readFileSync(join(fixture, 'page.template.tsx'), 'utf8');
      const pages = naivePages(root);
      const links = pages.map(({ path, title }) => ({ path, title }));
      writeFileSync(
        join(dir, 'app/pages.ts'),
        `export const pages: { path: string; title: string }[] = ${JSON.stringify(links, null, 2)};\n`,
      );
      for (const page of pages) {
        const folder = join(dir, 'app', page.path);
        mkdirSync(join(folder, 'demos'), { recursive: true });
        writeFileSync(join(folder, 'page.tsx'), naivePageSource(template, page));
        for (const name of page.demos) {
          const source = readFileSync(
            join(root, 'content', page.path.replace(/^\/x\//, ''), 'demos', `${name}.tsx`),
            'utf8',
          );
          // A team's component files that use state say so; the site's demo loader does this for it.
          const client = /^['"]use client['"]/.test(source) ? source : `'use client';\n${source}`;
          writeFileSync(join(folder, 'demos', `${name}.tsx`), client);
        }
      }
      log(`  naive baseline: ${pages.length} pages in ${dir}`);
    });
    const started = Date.now();
    const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' });
    if (build.status !== 0)
      throw new Error(
        `naive baseline: next build failed (exit ${build.status}):\n${`${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-40).join('\n')}`,
      );
    log(`  naive baseline: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env,
      stdio: 'ignore',
    });
    let exited = false;
    server.on('exit', () => {
      exited = true;
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}${GUIDE_PAGE}`, {
      exited: () => exited,
      label: `naive baseline: next start on port ${port}`,
      seconds: 60,
    });
    return await work(base);
  } finally {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
