/**
 * The definitions of the named types a page's members use (`GridColDef`, `AxisConfig`,
 * `PickerValidDate`), so the page can open them inline. Each is the declaration exactly as the
 * package writes it (JSDoc removed, laid out by Prettier), once per page: rows refer to it by
 * name. Types whose declaration is too long to read inline link to their own page instead.
 */
import { format } from 'prettier';
import ts from 'typescript';
import type { ApiPageData, ApiTypeDefinition } from '../types';
import type { PackageView } from './extract';
import { referencedNames } from './type-text';

/** Longer declarations are not embedded: they would weigh on every page that names them. */
const MAX_CHARS = 1600;

export type DefinitionLookup = (name: string) => Promise<ApiTypeDefinition | null>;

/** Looks names up in a product's packages (lowest plan first), caching the formatted text. */
export function definitionLookup(
  views: readonly PackageView[],
  pageHref: (name: string) => string | undefined,
): DefinitionLookup {
  const cache = new Map<string, Promise<ApiTypeDefinition | null>>();
  return (name) => {
    let found = cache.get(name);
    if (!found) cache.set(name, (found = define(views, name, pageHref(name))));
    return found;
  };
}

async function define(
  views: readonly PackageView[],
  name: string,
  href: string | undefined,
): Promise<ApiTypeDefinition | null> {
  for (const view of views) {
    const symbol = view.exports.get(name);
    if (
      !symbol ||
      !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum))
    )
      continue;
    const declarations = (symbol.declarations ?? []).filter(
      (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isEnumDeclaration(d),
    );
    if (!declarations.length) return null;
    const raw = declarations
      .map((d) => d.getText().replace(/\/\*\*[\s\S]*?\*\//g, ''))
      .join('\n')
      .replace(/^export\s+/gm, '')
      .replace(/\bdeclare\s+/g, '');
    if (raw.length > MAX_CHARS) return href ? { name, text: '', href } : null;
    let text: string;
    try {
      text = (await format(raw, { parser: 'typescript', printWidth: 64, singleQuote: true })).trim();
    } catch {
      text = raw.trim();
    }
    return { name, text, ...(href ? { href } : {}) };
  }
  return null;
}

/** Fills `page.types` and each member's `typeRefs` from the members' types. */
export async function addTypeDefinitions(page: ApiPageData, lookup: DefinitionLookup): Promise<void> {
  const types = new Map<string, ApiTypeDefinition>();
  for (const member of page.members) {
    const refs: string[] = [];
    for (const name of referencedNames(member.type)) {
      if (name === page.name) continue;
      const definition = await lookup(name);
      if (!definition) continue;
      types.set(name, definition);
      refs.push(name);
    }
    if (refs.length) member.typeRefs = refs;
  }
  if (types.size) page.types = [...types.values()].sort((a, b) => a.name.localeCompare(b.name));
}
