/**
 * The stress corpus of `npm run bench:scale`: the site at full size, made by repeating the
 * pages and demos that exist. Every guide leaf of the navigation tree that has no page gets a
 * copy of a written page (round robin) with its demos, and extra demos (copies of existing
 * demos under new names) are spread over the copies until the demo index reaches the target.
 * Written into a throwaway copy of the repository, never into the checkout.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SourcePage {
  /** content/<path> */
  dir: string;
  mdx: string;
  /** The page's demos with the attributes of their <Demo> tag (height, options). */
  demos: { name: string; attributes: string }[];
}

export interface PlannedPage {
  pathname: string;
  source: SourcePage;
  /** Extra demos copied from elsewhere: the new name, the source demo file, its <Demo> attributes. */
  extras: { name: string; from: string; fromName: string; attributes: string }[];
}

/** The <Demo of={Name} ... /> tags of a page, with their other attributes. */
export function demoTags(mdx: string): { name: string; attributes: string }[] {
  return [...mdx.matchAll(/<Demo\s+of=\{(\w+)\}([^>]*?)\/>/g)].map((m) => ({
    name: m[1]!,
    attributes: m[2]!.trim(),
  }));
}

/**
 * Which page goes where and how many extra demos each copy gets, so that the demos of the
 * whole site (`otherDemos` outside content/ included) reach `targetDemos`.
 */
export function planCorpus(
  sources: readonly SourcePage[],
  missing: readonly string[],
  otherDemos: number,
  targetDemos: number,
): PlannedPage[] {
  if (!sources.length) throw new Error('No written page to copy.');
  const pool = sources.flatMap((s) => s.demos.map((d) => ({ ...d, from: `${s.dir}/demos/${d.name}.tsx` })));
  const planned = missing.map((pathname, i) => ({ pathname, source: sources[i % sources.length]! }));
  const existing = otherDemos + sources.reduce((n, s) => n + s.demos.length, 0);
  const copied = planned.reduce((n, p) => n + p.source.demos.length, 0);
  const extra = Math.max(0, targetDemos - existing - copied);
  return planned.map((p, i) => {
    const count = Math.floor(extra / planned.length) + (i < extra % planned.length ? 1 : 0);
    const extras = Array.from({ length: pool.length ? count : 0 }, (_, j) => {
      const d = pool[(i * 7 + j) % pool.length]!;
      return { name: `${d.name}Copy${j + 1}`, from: d.from, fromName: d.name, attributes: d.attributes };
    });
    return { ...p, extras };
  });
}

/** Reads the written pages of a repository copy (content/**\/page.mdx with their demos). */
export function readSources(root: string): SourcePage[] {
  const out: SourcePage[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'demos') walk(`${rel}/${entry.name}`);
    }
    const file = join(root, rel, 'page.mdx');
    if (existsSync(file)) {
      const mdx = readFileSync(file, 'utf8');
      out.push({ dir: rel, mdx, demos: demoTags(mdx) });
    }
  };
  walk('content');
  return out.sort((a, b) => a.dir.localeCompare(b.dir));
}

/** Writes the planned pages into the repository copy at `root`. */
export function writeCorpus(root: string, plan: readonly PlannedPage[]): void {
  for (const { pathname, source, extras } of plan) {
    const dir = join(root, 'content', pathname.replace(/^\/x\//, ''));
    if (existsSync(join(dir, 'page.mdx'))) throw new Error(`${pathname} already has a page.`);
    mkdirSync(dir, { recursive: true });
    const srcDemos = join(root, source.dir, 'demos');
    if (existsSync(srcDemos)) cpSync(srcDemos, join(dir, 'demos'), { recursive: true });
    for (const extra of extras) {
      mkdirSync(join(dir, 'demos'), { recursive: true });
      const code = readFileSync(join(root, extra.from), 'utf8').replace(
        new RegExp(`export default function ${extra.fromName}\\b`),
        `export default function ${extra.name}`,
      );
      writeFileSync(join(dir, 'demos', `${extra.name}.tsx`), code);
    }
    // The copy keeps its source's text; its title says what it is. Extra demos go after the
    // front matter (imports) and at the end (their frames).
    let mdx = source.mdx.replace(/^(---\n[\s\S]*?\ntitle:\s*)(.+)$/m, '$1$2 (scale copy)');
    if (extras.length) {
      const imports = extras.map((e) => `import ${e.name} from './demos/${e.name}';`).join('\n');
      mdx = mdx.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${imports}\n`);
      mdx += `\n## Scale corpus demos\n\n${extras.map((e) => `<Demo of={${e.name}} ${e.attributes} />`).join('\n\n')}\n`;
    }
    writeFileSync(join(dir, 'page.mdx'), mdx);
  }
}
