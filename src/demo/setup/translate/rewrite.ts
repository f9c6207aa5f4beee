/**
 * The rewrite itself: the demo's text is printed again node by node, and the nodes that are
 * Day.js specific (its imports, the `dayjs(…)` calls, the `Dayjs` type, method calls on a value
 * the checker types as `Dayjs`, format strings given to a picker) are replaced by the target
 * library's form from `rules.ts`. Everything else is copied as it was. Anything Day.js specific
 * that no rule covers throws `Untranslatable`: a demo is translated whole or not at all.
 */
import ts from 'typescript';
import { printsWords, translateFormat } from './formats';
import { targetLocale } from './locales';
import type { TargetLibrary } from './index';
import { constructionRule, methodRule, type Receiver } from './rules';

export class Untranslatable extends Error {
  constructor(
    readonly what: string,
    readonly line: number,
  ) {
    super(`${what} (line ${line})`);
  }
}

const ADAPTER_MODULE = /^@mui\/x-date-pickers(-pro)?\/AdapterDayjs$/;
const TARGET_ADAPTER: Record<TargetLibrary, string> = {
  'date-fns': 'AdapterDateFns',
  luxon: 'AdapterLuxon',
  moment: 'AdapterMoment',
};
const TARGET_TYPE: Record<TargetLibrary, string> = {
  'date-fns': 'Date',
  luxon: 'DateTime',
  moment: 'Moment',
};
/** Picker props whose string is in the adapter's format tokens. */
const FORMAT_PROPS = new Set(['format', 'toolbarFormat']);
const IMPORT_MARK = '\u0000IMPORT\u0000';
const DROP_MARK = '\u0000DROP\u0000';

function declaredIn(symbol: ts.Symbol | undefined, pattern: RegExp): boolean {
  return !!symbol?.declarations?.some((d) => pattern.test(d.getSourceFile().fileName.split('\\').join('/')));
}

/** What the rewrite collects to write the library's import line. */
export interface Needs {
  /** date-fns functions, by name. */
  functions: Set<string>;
  /** Luxon's `DateTime` or Moment's `moment` as a value. */
  value: boolean;
  /** Luxon's `DateTime` or Moment's `Moment` as a type. */
  type: boolean;
}

export class Context {
  readonly src: string;
  readonly needs: Needs = { functions: new Set(), value: false, type: false };
  /** Nodes whose text is already decided (translated format strings). */
  readonly forced = new Map<ts.Node, string>();
  /** Moment expressions that are new instances, which a mutating method may change in place. */
  readonly fresh = new WeakSet<ts.Node>();
  /** Names declared or used in the demo, which an imported date-fns function must not shadow. */
  readonly names = new Set<string>();
  /**
   * Where a Moment translation depends on the global locale (a weekday or month name from
   * `.format`, a week unit): importing a Moment locale makes that locale global, which
   * importing a Day.js locale does not.
   */
  globalLocaleUse?: { node: ts.Node; what: string };
  /** Day.js locales the demo imports, by name. */
  readonly locales = new Set<string>();
  /** Imports to add after the library's (a locale the demo used without importing it). */
  readonly extraImports: string[] = [];
  dayjsValue?: ts.Symbol;
  dayjsType?: ts.Symbol;
  adapter?: ts.Symbol;

  readonly checker: ts.TypeChecker;

  constructor(
    readonly sf: ts.SourceFile,
    readonly program: ts.Program,
    readonly library: TargetLibrary,
  ) {
    this.src = sf.text;
    this.checker = program.getTypeChecker();
  }

  fail(node: ts.Node, what: string): never {
    throw new Untranslatable(what, this.sf.getLineAndCharacterOfPosition(node.getStart(this.sf)).line + 1);
  }

  /** The name the demo calls a date-fns function by (prefixed when the demo already uses it). */
  fn(name: string): string {
    this.needs.functions.add(name);
    return this.names.has(name) ? `dateFns${name[0]!.toUpperCase()}${name.slice(1)}` : name;
  }

  /** Dayjs's member names (empty when the demo does not import the type, see isMember). */
  members = new Set<string>();
  private membersRead = false;

  /**
   * Whether `name` is a member of `Dayjs` (with the adapter's plugins). Only such an access can
   * have a `Dayjs` receiver in a demo that type-checks, so other accesses skip the checker.
   */
  isMember(name: string): boolean {
    if (!this.membersRead) {
      this.membersRead = true;
      const type = this.dayjsInterface();
      if (type) this.members = new Set(type.getProperties().map((p) => p.name));
    }
    // Without the type, values still reach the demo as picker values: any name may be one.
    return this.members.size === 0 || this.members.has(name);
  }

  /** The `Dayjs` interface, from Day.js's declarations (which AdapterDayjs's bring in). */
  private dayjsInterface(): ts.Type | undefined {
    const declarations = this.program
      .getSourceFiles()
      .find((file) => /\/node_modules\/dayjs\/index\.d\.ts$/.test(file.fileName.split('\\').join('/')));
    const dayjsModule = declarations && this.checker.getSymbolAtLocation(declarations);
    const symbol =
      dayjsModule && this.checker.getExportsOfModule(dayjsModule).find((s) => s.name === 'Dayjs');
    return symbol && this.checker.getDeclaredTypeOfSymbol(symbol);
  }

  /** Whether a value's type is Day.js's `Dayjs` (possibly `| null | undefined`). */
  isDayjs(node: ts.Node): boolean {
    const type = this.checker.getNonNullableType(this.checker.getTypeAtLocation(node));
    if (type.isUnion()) return type.types.every((t) => this.isDayjsType(t));
    return this.isDayjsType(type);
  }

  /** Whether any part of a value's type is `Dayjs` (a union with something else is unclear). */
  mentionsDayjs(node: ts.Node): boolean {
    const type = this.checker.getTypeAtLocation(node);
    return type.isUnion() ? type.types.some((t) => this.isDayjsType(t)) : this.isDayjsType(type);
  }

  private isDayjsType(type: ts.Type): boolean {
    const symbol = type.getSymbol() ?? type.aliasSymbol;
    return symbol?.name === 'Dayjs' && declaredIn(symbol, /\/node_modules\/dayjs\//);
  }

  /** The symbol an identifier refers to, through its import. */
  symbolOf(node: ts.Node): ts.Symbol | undefined {
    return this.checker.getSymbolAtLocation(node);
  }

  line(node: ts.Node): number {
    return this.sf.getLineAndCharacterOfPosition(node.getStart(this.sf)).line + 1;
  }
}

/** The demo's text for `library`, unformatted; throws `Untranslatable`. */
export function rewriteDemo(sf: ts.SourceFile, program: ts.Program, library: TargetLibrary): string {
  const ctx = new Context(sf, program, library);
  readImports(ctx);
  checkProse(ctx);
  collectNames(ctx, sf);
  translateFormats(ctx);
  const printer = new Printer(ctx);
  let text = printer.print(sf);
  const importLine = libraryImport(ctx);
  if (library === 'moment' && ctx.globalLocaleUse && [...ctx.locales].some((code) => code !== 'en')) {
    const { node, what } = ctx.globalLocaleUse;
    ctx.fail(node, `${what} beside a locale import (importing a Moment locale makes it every date's locale)`);
  }
  const lines = [importLine, ...ctx.extraImports].filter(Boolean).join('\n');
  text = text.replace(IMPORT_MARK, lines || DROP_MARK);
  return text
    .split('\n')
    .filter((line) => line !== DROP_MARK)
    .join('\n');
}

/** Finds the Day.js imports and the adapter's; fails on plugins, locales and other Day.js modules. */
function readImports(ctx: Context): void {
  for (const statement of ctx.sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (ADAPTER_MODULE.test(spec)) {
      const named = clause?.namedBindings;
      if (
        !named ||
        !ts.isNamedImports(named) ||
        named.elements.some((e) => e.name.text !== 'AdapterDayjs' || e.propertyName)
      )
        ctx.fail(statement, `an unusual import from ${spec}`);
      ctx.adapter = ctx.symbolOf(named.elements[0]!.name);
      continue;
    }
    if (spec.startsWith('dayjs/plugin/'))
      ctx.fail(statement, `the Day.js plugin ${spec.slice('dayjs/plugin/'.length)}`);
    if (spec.startsWith('dayjs/locale/')) {
      ctx.locales.add(spec.slice('dayjs/locale/'.length));
      continue;
    }
    if (spec !== 'dayjs') {
      if (spec.startsWith('dayjs')) ctx.fail(statement, `the module ${spec}`);
      continue;
    }
    if (!clause) ctx.fail(statement, 'a bare import of dayjs');
    if (clause.name) ctx.dayjsValue = ctx.symbolOf(clause.name);
    const named = clause.namedBindings;
    if (named && !ts.isNamedImports(named)) ctx.fail(statement, 'a namespace import of dayjs');
    for (const element of named?.elements ?? []) {
      if ((element.propertyName ?? element.name).text !== 'Dayjs')
        ctx.fail(element, `dayjs's ${element.name.text}`);
      ctx.dayjsType = ctx.symbolOf(element.name);
    }
  }
}

const MENTIONS_DAYJS = /day\.?js/i;

/**
 * A comment, a string or JSX text that names Day.js would be wrong beside another library's
 * code ("Sunday is 0 in Day.js" next to Luxon's `weekday % 7`, a playground that prints
 * `AdapterDayjs` code): the demo is refused, and its author can word it for any library.
 */
function checkProse(ctx: Context): void {
  const seen = new Set<number>();
  const visit = (node: ts.Node): void => {
    for (const range of ts.getLeadingCommentRanges(ctx.src, node.pos) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      if (MENTIONS_DAYJS.test(ctx.src.slice(range.pos, range.end))) {
        const line = ctx.sf.getLineAndCharacterOfPosition(range.pos).line + 1;
        throw new Untranslatable('a comment that names Day.js', line);
      }
    }
    if (ts.isImportDeclaration(node)) return;
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)) &&
      MENTIONS_DAYJS.test(node.text)
    ) {
      ctx.fail(node, 'text that names Day.js');
    }
    node.forEachChild(visit);
  };
  visit(ctx.sf);
}

/** Names the demo declares (anywhere: an inner one would shadow an import). */
function collectNames(ctx: Context, node: ts.Node): void {
  if (
    ts.isImportDeclaration(node) &&
    ts.isStringLiteral(node.moduleSpecifier) &&
    node.moduleSpecifier.text === 'dayjs'
  )
    return;
  const parent = node.parent;
  if (
    ts.isIdentifier(node) &&
    parent &&
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isBindingElement(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isImportClause(parent) ||
      ts.isNamespaceImport(parent) ||
      ts.isEnumDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent)) &&
    (parent as ts.NamedDeclaration).name === node
  ) {
    ctx.names.add(node.text);
  }
  node.forEachChild((child) => collectNames(ctx, child));
}

/**
 * Picker format props and `.format(…)` arguments: each string is translated where it is
 * written (a literal, or the initializer of a `const` used only as a format).
 */
function translateFormats(ctx: Context): void {
  const positions = new Set<ts.Node>();
  const constants = new Map<ts.Symbol, ts.Identifier>();
  const visit = (node: ts.Node): void => {
    let value: ts.Expression | undefined;
    // A picker's field reads its format too, so only tokens its adapter has sections for.
    let field = true;
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && FORMAT_PROPS.has(node.name.text)) {
      const contextual = ctx.checker.getContextualType(node.parent);
      const property = contextual && ctx.checker.getPropertyOfType(contextual, node.name.text);
      if (declaredIn(property ?? ctx.symbolOf(node.name), /\/@mui\/x-date-pickers/)) {
        const init = node.initializer;
        value = init && ts.isJsxExpression(init) ? init.expression : init;
        if (!value) ctx.fail(node, `a ${node.name.text} prop without a value`);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      FORMAT_PROPS.has(node.name.text)
    ) {
      const contextual = ctx.checker.getContextualType(node.parent);
      const type = contextual && ctx.checker.getNonNullableType(contextual);
      // A slot's props are typed as a union (the props, or a function of the owner state that
      // returns them): `slotProps={{ calendarHeader: { format: 'MMM YYYY' } }}` is found in a member.
      const name = node.name.text;
      const property = (type ? (type.isUnion() ? type.types : [type]) : [])
        .map((member) => ctx.checker.getPropertyOfType(member, name))
        .find((found) => declaredIn(found, /\/@mui\/x-date-pickers/));
      if (property) value = node.initializer;
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'format' &&
      ctx.isMember('format') &&
      ctx.isDayjs(node.expression.expression)
    ) {
      value = node.arguments[0];
      field = false;
      if (!value) ctx.fail(node, '.format() without a format');
    }
    if (value) {
      positions.add(value);
      resolveFormat(ctx, value, constants, field);
    }
    node.forEachChild(visit);
  };
  visit(ctx.sf);
  // A constant rewritten in place must not also be used as something other than a format.
  const uses = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && !positions.has(node)) {
      const symbol = ctx.symbolOf(node);
      const declaration = symbol && constants.get(symbol);
      if (declaration && declaration !== node)
        ctx.fail(node, `the format constant ${node.text} outside a format`);
    }
    node.forEachChild(uses);
  };
  uses(ctx.sf);
}

function resolveFormat(
  ctx: Context,
  value: ts.Expression,
  constants: Map<ts.Symbol, ts.Identifier>,
  field: boolean,
): void {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
    ctx.forced.set(value, quoteFormat(ctx, value, value.text, field));
    if (!field && printsWords(value.text))
      ctx.globalLocaleUse ??= { node: value, what: `the format '${value.text}'` };
    return;
  }
  if (ts.isConditionalExpression(value)) {
    resolveFormat(ctx, value.whenTrue, constants, field);
    resolveFormat(ctx, value.whenFalse, constants, field);
    return;
  }
  if (ts.isParenthesizedExpression(value)) return resolveFormat(ctx, value.expression, constants, field);
  // A format the pickers hand over (`usePickerContext().fieldFormat`) is already in the
  // adapter's tokens, whichever library that is: it stays as it is.
  if (fromPickers(ctx, value)) return;
  if (ts.isIdentifier(value)) {
    const symbol = ctx.symbolOf(value);
    const declaration = symbol?.valueDeclaration;
    if (
      symbol &&
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      ts.isIdentifier(declaration.name) &&
      declaration.parent.flags & ts.NodeFlags.Const &&
      declaration.initializer &&
      ts.isStringLiteral(declaration.initializer) &&
      declaration.getSourceFile() === ctx.sf
    ) {
      if (!field && printsWords(declaration.initializer.text)) {
        ctx.globalLocaleUse ??= { node: value, what: `the format '${declaration.initializer.text}'` };
      }
      ctx.forced.set(
        declaration.initializer,
        quoteFormat(ctx, declaration.initializer, declaration.initializer.text, field),
      );
      constants.set(symbol, declaration.name);
      return;
    }
  }
  ctx.fail(value, `a format that is not a string literal (${value.getText(ctx.sf)})`);
}

/** A value read from an object the pickers' declarations type (a context, the adapter's formats). */
function fromPickers(ctx: Context, value: ts.Expression): boolean {
  const pickers = /\/@mui\/x-date-pickers/;
  if (ts.isPropertyAccessExpression(value)) return declaredIn(ctx.symbolOf(value.name), pickers);
  if (!ts.isIdentifier(value)) return false;
  const declaration = ctx.symbolOf(value)?.valueDeclaration;
  if (!declaration || !ts.isBindingElement(declaration) || !ts.isObjectBindingPattern(declaration.parent))
    return false;
  const holder = declaration.parent.parent;
  if (!ts.isVariableDeclaration(holder) || !holder.initializer || declaration.dotDotDotToken) return false;
  const key = declaration.propertyName ?? declaration.name;
  if (!ts.isIdentifier(key)) return false;
  const property = ctx.checker.getPropertyOfType(ctx.checker.getTypeAtLocation(holder.initializer), key.text);
  return declaredIn(property, pickers);
}

function quoteFormat(
  ctx: Context,
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral,
  format: string,
  field: boolean,
): string {
  const result = translateFormat(format, ctx.library, field);
  if ('token' in result) ctx.fail(node, `the format token ${result.token} in '${format}'`);
  const text = result.format;
  if (ts.isNoSubstitutionTemplateLiteral(node)) {
    if (/[`\\$]/.test(text)) ctx.fail(node, `the format '${format}'`);
    return `\`${text}\``;
  }
  const inJsx = ts.isJsxAttribute(node.parent);
  const quote = inJsx ? '"' : text.includes("'") ? '"' : "'";
  if (text.includes(quote) || text.includes('\\')) ctx.fail(node, `the format '${format}'`);
  return `${quote}${text}${quote}`;
}

function libraryImport(ctx: Context): string {
  const { needs, library } = ctx;
  if (library === 'date-fns') {
    const names = [...needs.functions].sort().map((n) => (ctx.names.has(n) ? `${n} as ${ctx.fn(n)}` : n));
    return names.length ? `import { ${names.join(', ')} } from 'date-fns';` : '';
  }
  const own =
    library === 'luxon' ? 'DateTime' : library === 'moment' ? (needs.value ? 'moment' : 'Moment') : '';
  if (own && (ctx.names.has(own) || (library === 'moment' && needs.type && ctx.names.has('Moment')))) {
    ctx.fail(ctx.sf, `a name of its own called ${own}`);
  }
  if (library === 'luxon') {
    if (needs.value) return `import { DateTime } from 'luxon';`;
    return needs.type ? `import type { DateTime } from 'luxon';` : '';
  }
  if (needs.value)
    return needs.type ? `import moment, { type Moment } from 'moment';` : `import moment from 'moment';`;
  return needs.type ? `import type { Moment } from 'moment';` : '';
}

/** An optional call whose receiver may be repeated (`value?.x()` → `value == null ? … : f(value)`). */
export function isRepeatable(node: ts.Expression): boolean {
  if (ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true;
  return ts.isPropertyAccessExpression(node) && !node.questionDotToken && isRepeatable(node.expression);
}

/** Whether only the truthiness of an expression's value is used. */
function inBooleanContext(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isParenthesizedExpression(parent)) return inBooleanContext(parent);
  if (ts.isIfStatement(parent) || ts.isWhileStatement(parent) || ts.isDoStatement(parent))
    return parent.expression === node;
  if (ts.isConditionalExpression(parent)) return parent.condition === node;
  if (ts.isPrefixUnaryExpression(parent)) return parent.operator === ts.SyntaxKind.ExclamationToken;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) {
      return parent.left === node || inBooleanContext(parent);
    }
  }
  return false;
}

class Printer {
  constructor(private readonly ctx: Context) {}

  print(node: ts.Node): string {
    const forced = this.ctx.forced.get(node);
    if (forced !== undefined) return forced;
    const rewritten = this.rewrite(node);
    if (rewritten !== undefined) return rewritten;
    return this.copy(node);
  }

  /** The node's own text with its children printed. */
  private copy(node: ts.Node): string {
    const { src, sf } = this.ctx;
    let pos = ts.isSourceFile(node) ? 0 : node.getStart(sf);
    let out = '';
    node.forEachChild((child) => {
      const start = child.getStart(sf);
      out += src.slice(pos, start) + this.print(child);
      pos = child.end;
    });
    return out + src.slice(pos, node.end);
  }

  private rewrite(node: ts.Node): string | undefined {
    const ctx: Context = this.ctx;
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('dayjs/locale/')) {
        const code = spec.slice('dayjs/locale/'.length);
        const locale = targetLocale(code, ctx.library);
        if (!locale) ctx.fail(node, `the Day.js locale ${code}`);
        if (locale.binding && ctx.names.has(locale.binding))
          ctx.fail(node, `a name of its own called ${locale.binding}`);
        return locale.importLine ?? DROP_MARK;
      }
      if (spec === 'dayjs') {
        if (this.placed) return DROP_MARK;
        this.placed = true;
        return IMPORT_MARK;
      }
      if (ADAPTER_MODULE.test(spec)) {
        const target = TARGET_ADAPTER[ctx.library];
        return `import { ${target} } from '${spec.replace('AdapterDayjs', target)}';`;
      }
      return undefined;
    }
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName;
      const symbol = ctx.symbolOf(ts.isQualifiedName(name) ? name.right : name);
      if (
        symbol &&
        (symbol === ctx.dayjsType || (ts.isQualifiedName(name) && ctx.symbolOf(name.left) === ctx.dayjsValue))
      ) {
        if (node.typeArguments) ctx.fail(node, 'a generic Dayjs type');
        if (ts.isQualifiedName(name) && name.right.text !== 'Dayjs')
          ctx.fail(node, `the type dayjs.${name.right.text}`);
        ctx.needs.type = true;
        return TARGET_TYPE[ctx.library];
      }
      return undefined;
    }
    if (ts.isIdentifier(node)) {
      const symbol = ctx.symbolOf(node);
      if (!symbol) return undefined;
      if (symbol === ctx.adapter) return TARGET_ADAPTER[ctx.library];
      if (symbol === ctx.dayjsValue) {
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
          ctx.fail(node, `dayjs.${parent.name.text}`);
        ctx.fail(node, 'the dayjs function as a value');
      }
      if (symbol === ctx.dayjsType) ctx.fail(node, 'the Dayjs type outside a type annotation');
      return undefined;
    }
    if (ts.isCallExpression(node)) return this.call(node);
    const parent = node.parent;
    const isCallee = parent && ts.isCallExpression(parent) && parent.expression === node;
    if (
      ts.isPropertyAccessExpression(node) &&
      !isCallee &&
      ctx.isMember(node.name.text) &&
      ctx.isDayjs(node.expression)
    ) {
      ctx.fail(node, `the Dayjs property .${node.name.text}`);
    }
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      if (ctx.mentionsDayjs(node.initializer)) ctx.fail(node, 'a Dayjs value taken apart');
    }
    if (ts.isTemplateSpan(node) && ctx.mentionsDayjs(node.expression))
      ctx.fail(node, 'a Dayjs value written as text');
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      if (ctx.mentionsDayjs(node.left) || ctx.mentionsDayjs(node.right))
        ctx.fail(node, 'a Dayjs value added with +');
    }
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      if (name === 'adapterLocale') return this.adapterLocale(node);
      if (name === 'dateFormats' || name === 'dateLibInstance') ctx.fail(node, `the ${name} prop`);
      if (name === 'timezone') {
        const init = node.initializer;
        if (!init || !ts.isStringLiteral(init) || !['default', 'system'].includes(init.text))
          ctx.fail(node, 'a timezone prop');
      }
    }
    return undefined;
  }

  private placed = false;

  /** `adapterLocale="de"`, a locale the demo imported (or Day.js's built-in English). */
  private adapterLocale(node: ts.JsxAttribute): string {
    const ctx: Context = this.ctx;
    const init = node.initializer;
    const code = init && ts.isStringLiteral(init) ? init.text : undefined;
    if (code === undefined || (code !== 'en' && !ctx.locales.has(code))) {
      ctx.fail(node, 'an adapterLocale other than an imported locale');
    }
    const locale = targetLocale(code, ctx.library);
    if (!locale) ctx.fail(node, `the Day.js locale ${code}`);
    if (locale.binding && ctx.names.has(locale.binding))
      ctx.fail(node, `a name of its own called ${locale.binding}`);
    if (!ctx.locales.has(code) && locale.importLine && !ctx.extraImports.includes(locale.importLine)) {
      ctx.extraImports.push(locale.importLine);
    }
    return `adapterLocale=${locale.prop}`;
  }

  private call(node: ts.CallExpression): string | undefined {
    const ctx: Context = this.ctx;
    const callee = node.expression;
    if (ts.isIdentifier(callee) && ctx.symbolOf(callee) === ctx.dayjsValue) {
      if (node.typeArguments) ctx.fail(node, 'dayjs with a type argument');
      const args = node.arguments.map((a) => this.print(a));
      const result = constructionRule(ctx, node, args);
      ctx.fresh.add(node);
      return result;
    }
    if (ctx.library === 'luxon' && isUseState(callee) && !node.typeArguments && node.arguments.length === 1) {
      const [arg] = node.arguments;
      if (ctx.isDayjs(arg!) && !ctx.checker.getTypeAtLocation(arg!).isUnion()) {
        // Luxon's constructors return `DateTime<true> | DateTime<false>`, and a state inferred
        // from one would refuse the pickers' `DateTime`: the state is typed as in Luxon's demos.
        ctx.needs.type = true;
        return `${this.print(callee)}<DateTime>(${this.print(arg!)})`;
      }
    }
    if (
      !ts.isPropertyAccessExpression(callee) ||
      !ctx.isMember(callee.name.text) ||
      !ctx.isDayjs(callee.expression)
    ) {
      // A Day.js method name on a value the checker cannot vouch for (`any`, `Dayjs | string`)
      // may well be a Day.js call: it is refused rather than left in Day.js's words.
      if (ts.isPropertyAccessExpression(callee) && ctx.isMember(callee.name.text) && ctx.members.size > 0) {
        const type = ctx.checker.getTypeAtLocation(callee.expression);
        if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) || ctx.mentionsDayjs(callee.expression)) {
          this.print(callee.expression); // a Day.js construct inside it is the better reason
          ctx.fail(node, `.${callee.name.text}() on a value that may or may not be a Dayjs`);
        }
      }
      return undefined;
    }
    const method = callee.name.text;
    const optional = !!callee.questionDotToken;
    const inChain = ts.isOptionalChain(node) && !optional;
    const receiverText = this.print(callee.expression);
    const receiver: Receiver = {
      node: callee.expression,
      text: receiverText,
      dot: optional ? '?.' : '.',
      fresh: ctx.fresh.has(unparenthesize(callee.expression)),
    };
    const args = node.arguments.map((a) => this.print(a));
    const result = methodRule(ctx, node, method, receiver, args);
    if (result.fresh) ctx.fresh.add(node);
    if (result.chain) return result.text;
    // A form that is not `receiver.something` cannot keep `?.`'s short-circuit by itself.
    if (!optional && !inChain) return `(${result.text})`;
    const parent = node.parent;
    const continues =
      (ts.isPropertyAccessExpression(parent) ||
        ts.isElementAccessExpression(parent) ||
        ts.isCallExpression(parent)) &&
      parent.expression === node &&
      ts.isOptionalChain(parent);
    if (inChain || continues || !isRepeatable(callee.expression))
      ctx.fail(node, `.${method}() in an optional chain`);
    if (method === 'isValid' && inBooleanContext(node)) return `(${receiverText} != null && ${result.text})`;
    return `(${receiverText} == null ? undefined : ${result.text})`;
  }
}

function unparenthesize(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? unparenthesize(node.expression) : node;
}

function isUseState(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'useState';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'useState';
}
