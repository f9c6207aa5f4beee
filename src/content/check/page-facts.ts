/**
 * What a guide page with `components:` is about, for the fact check: its components (listed,
 * plus those its prose names, such as `DataGridPro`), what their API pages document, their
 * props types, and the names its own code uses. Walking the props types is the costly part,
 * so it runs only for a claim nothing else settles, only as deep as that claim needs, and each
 * component's walk is kept for the next claim and page.
 */
import type ts from 'typescript';
import { documentedNames, type ApiFacts } from './api-facts';
import { codeNames } from './code-names';
import type { PageFacts, SharedFacts } from './fact-check';
import { frontMatterComponents, type ScannedMdx } from './mdx-scan';
import { oldReleaseCssVariables, releaseNames } from './release-names';
import { importedModuleNames } from './module-names';
import { exportFrom, type PackageEntry } from './package-facts';
import { CHECKED_LANGUAGES } from './samples';
import { MemberWalk, propsType } from './type-walk';

/** How deep the walk follows props types: `apiRef.current.setIsItemDisabled({ shouldBeDisabled })`. */
const MEMBER_DEPTH = 5;

interface Context {
  root: string;
  api: ApiFacts;
  shared: SharedFacts;
  program: ts.Program;
  entries: readonly PackageEntry[];
}

export function pageFactsReader(context: Context) {
  const { root, api, shared, program, entries } = context;
  type Component = { props?: ts.Type; walk?: MemberWalk };
  const components = new Map<string, Component>();
  const component = (pathname: string, name: string) => {
    const page = api.page(pathname, name)?.data;
    if (!page) return undefined;
    const key = `${page.source.package}:${page.exportName}`;
    if (!components.has(key)) {
      const symbol = exportFrom(program, entries, page.source.package, page.exportName);
      const props = symbol && propsType(shared.checker, symbol);
      components.set(key, { props, walk: props && new MemberWalk(shared.checker, props) });
    }
    return components.get(key)!;
  };

  return (scan: ScannedMdx, pathname: string, demos: readonly { fileName: string; text: string }[]): PageFacts | null => {
    const listed = frontMatterComponents(scan.frontMatter);
    if (!listed.length) return pathname.startsWith('/x/migration/') ? migrationFacts(root, scan, demos) : null;
    const named = scan.inline
      .map((i) => i.value.trim())
      .filter((v) => /^[A-Z]\w*$/.test(v) && api.page(pathname, v)?.data.kind === 'component');
    const all = [...new Set([...listed, ...named])].flatMap((name) => component(pathname, name) ?? []);
    const blocks = scan.blocks
      .filter((b) => CHECKED_LANGUAGES.has(b.lang))
      .map((b) => ({ fileName: `block.${b.lang}`, text: b.code }));
    const code = codeNames([...demos, ...blocks]);
    importedModuleNames(root, [...demos, ...blocks], code);
    return {
      components: listed,
      documented: documentedNames(api, pathname, [...listed, ...named]),
      code,
      props: all.flatMap((c) => c.props ?? []),
      // All components one level deeper at a time: deep levels are large, and the name is
      // usually shallow in one of them (`getTreeItems` is a prop of `RichTreeViewPro`'s `dataSource`).
      reaches(name) {
        for (let depth = 1; depth <= MEMBER_DEPTH; depth += 1) {
          for (const { walk } of all) {
            walk?.walkTo(depth);
            if (walk?.names.has(name)) return true;
          }
        }
        return false;
      },
      reachable: () => new Set(all.flatMap((c) => [...(c.walk?.names ?? [])])),
    };
  };
}

/**
 * A migration guide lists no components: its names belong to several releases. They hold when
 * some release's declarations mention them (release-names.ts) or the page's own code uses them;
 * CSS variables, when an older release's JavaScript has them.
 */
function migrationFacts(root: string, scan: ScannedMdx, demos: readonly { fileName: string; text: string }[]): PageFacts {
  const blocks = scan.blocks.filter((b) => CHECKED_LANGUAGES.has(b.lang)).map((b) => ({ fileName: `block.${b.lang}`, text: b.code }));
  const code = codeNames([...demos, ...blocks]);
  importedModuleNames(root, [...demos, ...blocks], code);
  for (const name of oldReleaseCssVariables(root)) code.add(name);
  return {
    components: [],
    documented: releaseNames(root),
    code,
    props: [],
    reaches: () => false,
    reachable: () => new Set(),
  };
}
