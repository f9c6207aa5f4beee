import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { highlight } from '../../content/highlight';
import { packageOf, previewOf } from '../build/analyze';
import { CODE_STYLE } from '../build/to-js';
import { IMMUTABLE_CACHE } from '../../security/headers';
import { readDemoCode } from '../demo-code';
import type { DemoCode } from '../types';
import { isDefaultFor, parseSetup, serializeSetup, setupFor, type DemoSetup } from './setup';
import { applySetup, type CodeTemplate, type SetupTemplates } from './template';

/**
 * The server side of the setup: a demo's code written for a setup, formatted and highlighted
 * here, so that Shiki and Prettier never reach the browser. `GET /api/demo-code/<id>?setup=…&v=…`
 * (app/api/demo-code/[...id]/route.ts).
 */

const GENERATED = () => join(/* turbopackIgnore: true */ process.cwd(), 'generated');

async function readJson<T>(path: string): Promise<T | null> {
  return readFile(path, 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => null,
  );
}

/** A bounded map: the oldest entry goes when it is full (insertion order is use order). */
export class BoundedCache<V> {
  private map = new Map<string, V>();
  constructor(readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

// A response is ~4 highlighted copies of a demo (10 to 60 KB): 300 of them stay under ~20 MB.
const cache = new BoundedCache<Promise<DemoCode>>(300);

async function variant(
  template: CodeTemplate,
  kind: 'pickers' | 'grid',
  setup: DemoSetup,
  library: DemoSetup['library'],
  lang: 'ts' | 'js',
) {
  const applied = applySetup(template, kind, setup, library);
  // The inserted props may make a line too long: the same formatting as the shown code.
  const code = await prettier.format(applied.code, {
    ...CODE_STYLE,
    parser: lang === 'ts' ? 'typescript' : 'babel',
  });
  const preview = previewOf(code);
  return {
    code,
    notes: applied.notes,
    html: await highlight(code, lang === 'ts' ? 'tsx' : 'jsx'),
    preview: preview ? await highlight(preview, lang === 'ts' ? 'tsx' : 'jsx') : null,
  };
}

/** Exact versions: the demo's own, plus each package the setup's code imports (generated/demo-setup/_versions.json). */
function dependencies(base: Record<string, string>, code: string, versions: Record<string, string>) {
  const imports = [...code.matchAll(/^import\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)].map((m) =>
    packageOf(m[1]!),
  );
  const deps: Record<string, string> = {};
  for (const [name, version] of Object.entries(base))
    if (!(name in versions) || imports.includes(name)) deps[name] = version;
  for (const name of imports) if (!deps[name] && versions[name]) deps[name] = versions[name];
  return Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
}

async function render(
  id: string,
  templates: SetupTemplates,
  setup: DemoSetup,
  base: DemoCode,
): Promise<DemoCode> {
  const versions =
    (await readJson<Record<string, string>>(join(GENERATED(), 'demo-setup/_versions.json'))) ?? {};
  let library = setup.library;
  let pair;
  const notes: string[] = [];
  if (templates.kind === 'grid') {
    pair = templates.grid;
  } else {
    const chosen = templates.libraries[setup.library];
    if ('unsupported' in chosen) {
      library = 'dayjs';
      notes.push(`No ${setup.library} version of this demo (${chosen.unsupported}): it runs with Day.js.`);
      pair = templates.libraries.dayjs as Exclude<typeof chosen, { unsupported: string }>;
    } else pair = chosen;
  }
  const [ts, js] = await Promise.all([
    variant(pair.ts, templates.kind, setup, library, 'ts'),
    variant(pair.js, templates.kind, setup, library, 'js'),
  ]);
  return {
    id,
    name: base.name,
    ts: { code: ts.code, html: ts.html },
    js: { code: js.code, html: js.html },
    dependencies: dependencies(base.dependencies, ts.code, versions),
    setup: {
      preview: ts.preview && js.preview ? { ts: ts.preview, js: js.preview } : null,
      library,
      notes: [...notes, ...ts.notes],
    },
  };
}

const json = (status: number, body: unknown, cacheControl = 'no-store') =>
  Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });

/**
 * Answers a request for a demo's code under a setup: 404 for an unknown demo or one the setup
 * does not touch, 400 with the reason for a malformed setup. A response whose `v` is this
 * build's version of the demo's templates is immutable (a new build has new versions, so new
 * URLs); without it, or with a stale one (a page from before a deploy), it is not cached.
 * `limit` is asked before work that is not cached yet; it returns the seconds to wait, or 0.
 */
export async function handleSetupCode(request: Request, id: string, limit: () => number): Promise<Response> {
  if (!/^[\w-]+(\/[\w-]+)*$/.test(id)) return json(404, { error: 'no such demo' });
  const params = new URL(request.url).searchParams;
  const raw = params.get('setup');
  if (raw === null)
    return json(400, { error: 'the setup parameter is missing (library|locale|timeZone|density)' });
  const parsed = parseSetup(raw);
  if ('error' in parsed) return json(400, { error: parsed.error });
  const templates = await readJson<SetupTemplates>(join(GENERATED(), 'demo-setup', `${id}.json`));
  if (!templates) return json(404, { error: `no demo ${id} that follows the setup` });
  const setup = setupFor(templates.kind, parsed);
  const current = params.get('v') === templates.version;
  const cacheControl = current ? IMMUTABLE_CACHE : 'no-store';
  if (isDefaultFor(templates.kind, setup)) {
    // The default setup is the static /demo-code/ JSON; answered here too for a complete API.
    const base = await readDemoCode(id);
    return base ? json(200, base, cacheControl) : json(404, { error: `no demo ${id}` });
  }
  const key = `${id}:${templates.version}:${serializeSetup(setup)}`;
  let entry = cache.get(key);
  if (!entry) {
    const retry = limit();
    if (retry)
      return Response.json(
        { error: 'too many requests; try again later' },
        { status: 429, headers: { 'Retry-After': String(retry), 'Cache-Control': 'no-store' } },
      );
    const base = await readDemoCode(id);
    if (!base) return json(404, { error: `no demo ${id}` });
    entry = render(id, templates, setup, base);
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return json(200, await entry, cacheControl);
}
