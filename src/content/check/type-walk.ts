/**
 * Member lookups with the type checker, for prose that names a path through an API:
 * `LicenseInfo.setLicenseKey()`, `slotProps.textField.helperText`, `apiRef.current.getItem`.
 * Optional (`| undefined`), union and array types are looked through, as a reader's code would
 * reach the member; `any` and index signatures accept every name.
 */
import ts from 'typescript';
import { isStandardFile } from './standard-names';

const OPEN = 'open' as const;

/** The types reached by `.name` from any of `types`, OPEN when anything goes. */
function member(checker: ts.TypeChecker, types: readonly ts.Type[], name: string): ts.Type[] | typeof OPEN {
  const found: ts.Type[] = [];
  for (const part of types.flatMap((t) => constituents(checker, t))) {
    if (part.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return OPEN;
    const apparent = checker.getApparentType(part);
    const property = checker.getPropertyOfType(apparent, name);
    if (property) found.push(checker.getTypeOfSymbol(property));
    else if (checker.getIndexInfoOfType(apparent, ts.IndexKind.String)) return OPEN;
  }
  return found;
}

/** A type's parts as a reader reaches members: non-null, each union member, array elements. */
function constituents(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const nonNull = checker.getNonNullableType(type);
  const parts = nonNull.isUnion() ? nonNull.types : [nonNull];
  return parts.flatMap((part) =>
    checker.isArrayType(part) || checker.isTupleType(part) ? checker.getTypeArguments(part as ts.TypeReference) : [part],
  );
}

/** Both sides of an export: its value's type (statics) and, for a class or type, its instances. */
export function typesOfSymbol(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type[] {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const types: ts.Type[] = [];
  if (target.flags & ts.SymbolFlags.Value) types.push(checker.getTypeOfSymbol(target));
  if (target.flags & ts.SymbolFlags.Type) types.push(checker.getDeclaredTypeOfSymbol(target));
  return types;
}

/** How many of `names` are found in turn from `types`: `names.length` means the whole path exists. */
export function walkPath(checker: ts.TypeChecker, types: ts.Type[], names: readonly string[]): number {
  let current = types;
  for (let i = 0; i < names.length; i += 1) {
    const next = member(checker, current, names[i]!);
    if (next === OPEN) return names.length;
    if (!next.length) return i;
    current = next;
  }
  return names.length;
}

/** The props type of a component export: the first parameter of its call signature. */
export function propsType(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type | undefined {
  for (const type of typesOfSymbol(checker, symbol)) {
    const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
    const props = signature?.parameters[0];
    if (props) return checker.getTypeOfSymbol(props);
  }
  return undefined;
}

/**
 * The names reachable from a component's props, level by level: member names (`initialState`
 * → `sorting` → `sortModel`), callback parameters and their members (`onChange(value, context)`
 * → `context.validationError`), and string literal values (`curve` → `'monotoneX'`). These are
 * the type members of the component. Levels are walked only as deep as a lookup needs, since
 * deep levels are large. Platform types (DOM, React) are not entered: their names are
 * standard names already.
 */
export class MemberWalk {
  readonly names = new Set<string>();
  private level: ts.Type[];
  private depth = 0;
  private readonly seen = new Set<ts.Type>();

  constructor(
    private readonly checker: ts.TypeChecker,
    root: ts.Type,
  ) {
    this.level = [root];
  }

  /** Walks until `depth` levels are known (or nothing is left). */
  walkTo(depth: number): void {
    while (this.depth < depth && this.level.length) this.walkLevel();
  }

  private walkLevel(): void {
    const { checker } = this;
    const next: ts.Type[] = [];
    const follow = (symbol: ts.Symbol) => {
      this.names.add(symbol.name);
      next.push(checker.getTypeOfSymbol(symbol));
    };
    for (const type of this.level.flatMap((t) => constituents(checker, t))) {
      if (this.seen.has(type)) continue;
      this.seen.add(type);
      if (type.isStringLiteral()) this.names.add(type.value);
      if (isPlatformType(type)) continue;
      checker.getPropertiesOfType(checker.getApparentType(type)).forEach(follow);
      for (const signature of type.getCallSignatures()) signature.parameters.forEach(follow);
    }
    this.level = next;
    this.depth += 1;
  }
}

const PRIMITIVE =
  ts.TypeFlags.StringLike |
  ts.TypeFlags.NumberLike |
  ts.TypeFlags.BigIntLike |
  ts.TypeFlags.BooleanLike |
  ts.TypeFlags.ESSymbolLike |
  ts.TypeFlags.VoidLike |
  ts.TypeFlags.Null |
  ts.TypeFlags.Never;

function isPlatformType(type: ts.Type): boolean {
  if (type.flags & PRIMITIVE) return true;
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.declarations ?? [];
  return declarations.length > 0 && declarations.every((d) => isStandardFile(d.getSourceFile().fileName));
}
