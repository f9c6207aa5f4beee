/**
 * What changed since v7 on each API page: the last v7 release of each package (installed,
 * never bundled, in `old-versions/v7/`) is read with the same rules as 8.0.0-beta.3
 * (`readProducts`, `discoverProduct`, `interfacePage`), and each page's listed members are
 * compared by name with its v7 counterpart's:
 *
 * - new in v8: listed now, not declared in v7 (a member v7 declared but hid is not new);
 * - removed: listed in v7, not declared now (a member hidden now is not removed), with what to
 *   use instead from the v7 `@deprecated` note ("Use `x` instead") or, failing that, from the
 *   renames the v8 migration guides name (v7-renames.ts);
 * - a component or type v7 does not export gets one page-level mark instead.
 */
import { join } from 'node:path';
import type { PageSource } from '../../content/source';
import type { ApiProduct } from '../../navigation/types';
import type { ApiManifest, ApiPageData, ApiRemovedMember, ApiSinceV7Summary, RichNode } from '../types';
import { PRODUCTS } from './config';
import { declaredMembers, discoverProduct } from './extract';
import { readProducts } from './generate';
import { interfacePage } from './interfaces';
import { type LinkResolver } from './markdown';
import { ApiExtractionError } from './program';
import type { V7Rename } from './v7-renames';

/** Where the last v7 releases are installed, from the project root. */
export const V7_ROOT = 'old-versions/v7';

/** One v7 page, reduced to what the comparison needs. */
export interface V7Page {
  source: { package: string; version: string };
  /** The members v7's page would list, with their `@deprecated` note. */
  members: { name: string; deprecated?: RichNode[] }[];
  /** Every member name v7's type declares, listed or hidden. */
  declared: ReadonlySet<string>;
}

export interface V7Api {
  /** By `product/name`. */
  pages: Map<string, V7Page>;
  /** `product/name` of every component v7 exports, documented or not. */
  components: Set<string>;
  packages: { name: string; version: string }[];
}

/**
 * Reads the v7 packages of every product. Links in v7 JSDoc resolve as the site's do, except
 * links between API pages (`api:`), which become their text.
 */
export function readV7Api(root: string, resolve: LinkResolver): V7Api {
  const v7Resolve: LinkResolver = (href) => (href.startsWith('api:') ? null : resolve(href));
  const read = readProducts(join(root, V7_ROOT), PRODUCTS, v7Resolve);
  const started = performance.now();
  const out: V7Api = { pages: new Map(), components: new Set(), packages: [] };
  for (const config of PRODUCTS) {
    const { views, input: full } = read.product(config);
    const input = { ...full, membersOnly: true };
    out.packages.push(...views.map((v) => ({ name: v.pkg.name, version: v.pkg.version })));
    const found = discoverProduct(input);
    for (const name of found.components) out.components.add(`${config.product}/${name}`);
    const pages = [...found.pages];
    for (const name of config.interfaces) {
      try {
        pages.push(interfacePage(input, name));
      } catch (error) {
        // An interface v7 does not export is new in v8; any other failure is a real one.
        if (!(error instanceof ApiExtractionError && /is not exported by/.test(error.message))) throw error;
      }
    }
    for (const page of pages) {
      out.pages.set(`${config.product}/${page.name}`, {
        source: page.source,
        members: page.members.map((m) => ({
          name: m.name,
          ...(m.deprecated ? { deprecated: m.deprecated } : {}),
        })),
        declared: declaredMembers.get(page) ?? new Set(page.members.map((m) => m.name)),
      });
    }
  }
  timings.program = read.programTime;
  timings.extract = read.setupTime + performance.now() - started;
  return out;
}

/** How long the last `readV7Api` took, in ms (for the build log). */
export const timings = { program: 0, extract: 0 };

/**
 * The code a v7 `@deprecated` note names as the replacement: "Use `rowSpanning` instead." gives
 * `rowSpanning`; "Use the `isFaded` or `isHighlighted` props instead." gives both; a component
 * (`<TreeItem2 />`) is given by name.
 */
export function replacementInNote(note: readonly RichNode[]): string[] | undefined {
  const flat: (string | { v: string })[] = [];
  const walk = (nodes: readonly RichNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'object' && 'c' in node) walk(node.c);
      else flat.push(node);
    }
  };
  walk(note);
  let before = '';
  for (let i = 0; i < flat.length; i++) {
    const node = flat[i]!;
    if (typeof node === 'string') {
      before += node;
      continue;
    }
    if (/\b(?:use|using|replaced by|in favor of|renamed to|moved to)\s+(?:the\s+)?$/i.test(before)) {
      const names = [node.v];
      // "`a` or `b`", "`a`, `b` and `c`"
      while (
        typeof flat[i + 1] === 'string' &&
        /^\s*(?:,|or|and|, or|, and)\s*$/.test(flat[i + 1] as string)
      ) {
        const next = flat[i + 2];
        if (!next || typeof next === 'string') break;
        names.push(next.v);
        i += 2;
      }
      return names.map((n) => n.replace(/^<(\w+)\s*\/>$/, '$1'));
    }
    before += node.v;
  }
  return undefined;
}

export interface Comparison {
  /** The page's own package at v7 (for its page-level mark). */
  v7Package: { package: string; version: string } | undefined;
  previous: V7Page | undefined;
  /** v7 exports the component, undocumented (no page to compare with). */
  exportedInV7: boolean;
}

/**
 * Marks a page against its v7 counterpart: `newInV8` on its new members, or on the page when
 * v7 has no such component or type, and the members v7 listed that it no longer declares.
 */
export function markSinceV7(
  page: ApiPageData,
  declared: ReadonlySet<string>,
  { v7Package, previous, exportedInV7 }: Comparison,
  renames: readonly ResolvedRename[],
): void {
  if (!v7Package) return;
  if (!previous) {
    page.sinceV7 = exportedInV7
      ? { from: v7Package, notCompared: true, removed: [] }
      : { from: v7Package, newInV8: true, removed: [] };
    return;
  }
  for (const member of page.members) {
    if (!previous.declared.has(member.name)) member.newInV8 = true;
  }
  const removed = previous.members
    .filter((m) => !declared.has(m.name))
    .map((m): ApiRemovedMember => {
      const rename = renames.find(
        (r) =>
          r.product === page.product &&
          r.props.includes(m.name) &&
          (r.pages === '*' || r.pages.includes(page.name)),
      );
      if (rename) {
        return {
          name: m.name,
          ...(rename.use ? { replacement: [...rename.use] } : {}),
          source: { kind: 'guide', href: rename.href, title: rename.title },
        };
      }
      const fromNote = m.deprecated && replacementInNote(m.deprecated);
      if (fromNote)
        return { name: m.name, replacement: fromNote, source: { kind: 'deprecation', note: m.deprecated! } };
      return {
        name: m.name,
        source: { kind: 'none', ...(m.deprecated?.length ? { note: m.deprecated } : {}) },
      };
    });
  page.sinceV7 = { from: previous.source, removed };
}

export interface ResolvedRename extends V7Rename {
  /** The guide section, as a site link. */
  href: string;
  /** The section's heading. */
  title: string;
}

/** Checks each rename's guide section exists (a renamed heading fails the build, naming it). */
export function resolveRenames(
  renames: readonly V7Rename[],
  guides: Record<string, PageSource>,
): ResolvedRename[] {
  return renames.map((r) => {
    const [path, id = ''] = r.guide.split('#') as [string, string?];
    const heading = guides[path]?.headings.find((h) => h.id === id);
    if (!heading) {
      throw new ApiExtractionError(
        `v7-renames.ts: ${r.props.join(', ')} (${r.product}) cites ${r.guide}, a guide section this site does not have.`,
      );
    }
    return { ...r, href: `${path}/#${id}`, title: heading.text };
  });
}

/** Compares every page with v7; returns the list page's data. */
export function compareWithV7(
  pages: readonly ApiPageData[],
  v7: V7Api,
  renames: readonly ResolvedRename[],
  manifest: ApiManifest,
): ApiSinceV7Summary {
  for (const page of pages) {
    const key = `${page.product}/${page.name}`;
    const v7Package = v7.packages.find((p) => p.name === page.source.package);
    markSinceV7(
      page,
      declaredMembers.get(page) ?? new Set(page.members.map((m) => m.name)),
      {
        v7Package: v7Package && { package: v7Package.name, version: v7Package.version },
        previous: v7.pages.get(key),
        exportedInV7: v7.components.has(key),
      },
      renames,
    );
  }
  return {
    from: v7.packages,
    products: (Object.keys(manifest.products) as ApiProduct[]).map((product) => ({
      product,
      title: manifest.products[product].title,
      pages: pages
        .filter((p) => p.product === product && p.sinceV7)
        .map((p) => ({
          name: p.name,
          slug: p.slug,
          kind: p.kind,
          ...(p.sinceV7!.newInV8 ? { newInV8: true as const } : {}),
          added: p.members.filter((m) => m.newInV8).map((m) => m.name),
          removed: p.sinceV7!.removed.map((r) => ({
            name: r.name,
            ...(r.replacement ? { replacement: r.replacement } : {}),
          })),
        }))
        .filter((p) => p.newInV8 || p.added.length || p.removed.length),
    })),
  };
}
