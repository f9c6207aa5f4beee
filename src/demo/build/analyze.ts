import * as ts from 'typescript';
import { checkAdapterDemoName } from './adapter-demos';

export interface DemoAnalysis {
  /** Package specifiers the demo imports, in source order, without duplicates. */
  imports: string[];
  /**
   * The same without `import type` declarations, which compile to nothing: the live editor
   * loads only these (a type-only import of a package root, `@mui/icons-material`, made the
   * editor's scope import that whole root, which the bundler could not resolve).
   */
  runtimeImports: string[];
  /** The JSX the demo returns, dedented, when it is short enough to show collapsed. */
  preview: string | null;
}

const MAX_PREVIEW_LINES = 16;

function dedent(text: string): string {
  const lines = text.split('\n');
  const indent = Math.min(
    ...lines
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.length - l.trimStart().length),
  );
  return lines.map((l, i) => (i === 0 || !Number.isFinite(indent) ? l : l.slice(indent))).join('\n');
}

/**
 * Reads what the build needs from a demo's TypeScript source and enforces the demo rules,
 * naming the file on failure: a default-exported function named like the file, and imports
 * of packages only (so the code runs unchanged in a sandbox and in live editing).
 */
export function analyzeDemo(source: string, file: string): DemoAnalysis {
  const name = /([^/]+)\.tsx$/.exec(file)?.[1];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports: string[] = [];
  const runtimeImports: string[] = [];
  let main: ts.FunctionDeclaration | undefined;
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const spec = statement.moduleSpecifier.text;
      if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('@/')) {
        throw new Error(
          `Demo ${file} imports "${spec}": demos may import packages only, so that they run unchanged in a sandbox.`,
        );
      }
      if (!imports.includes(spec)) imports.push(spec);
      if (!statement.importClause?.isTypeOnly && !runtimeImports.includes(spec)) runtimeImports.push(spec);
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const isDefault =
      modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isFunctionDeclaration(statement) && isDefault) main = statement;
  }
  if (!main || main.name?.text !== name) {
    throw new Error(
      `Demo ${file} must \`export default function ${name}()\`: the file, the export and the title are one name.`,
    );
  }
  checkAdapterDemoName(name!, imports, file);
  if (!imports.includes('react') && /\bReact\./.test(source)) {
    throw new Error(`Demo ${file} uses React without importing it.`);
  }

  return { imports, runtimeImports, preview: previewOfMain(sf, source, main) };
}

/** The JSX a demo's function returns, dedented, when it is short enough to show collapsed. */
function previewOfMain(sf: ts.SourceFile, source: string, main: ts.FunctionDeclaration): string | null {
  const statements: readonly ts.Statement[] = main.body?.statements ?? [];
  const last = statements.filter(ts.isReturnStatement).at(-1)?.expression;
  if (last) {
    const jsx = ts.isParenthesizedExpression(last) ? last.expression : last;
    if (ts.isJsxElement(jsx) || ts.isJsxSelfClosingElement(jsx) || ts.isJsxFragment(jsx)) {
      const start = sf.getLineAndCharacterOfPosition(jsx.getStart(sf));
      const lineStart = sf.getPositionOfLineAndCharacter(start.line, 0);
      const text = dedent(source.slice(lineStart, jsx.getEnd()).replace(/^\s+/, ''));
      if (text.split('\n').length <= MAX_PREVIEW_LINES) return text;
    }
  }
  return null;
}

/**
 * The collapsed preview of code that is not a demo file (a demo rewritten for the reader's
 * setup, src/demo/setup/serve.ts): the default-exported function's returned JSX, or null.
 */
export function previewOf(source: string): string | null {
  const sf = ts.createSourceFile('Demo.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const main = sf.statements.find(
    (s): s is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(s) && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword),
  );
  return main ? previewOfMain(sf, source, main) : null;
}

/** The plan a demo needs, from the packages it imports. */
export function demoPlan(imports: readonly string[]): 'pro' | 'premium' | undefined {
  if (imports.some((i) => /^@mui\/x-[a-z-]+-premium(\/|$)/.test(i))) return 'premium';
  if (imports.some((i) => /^@mui\/x-[a-z-]+-pro(\/|$)/.test(i))) return 'pro';
  return undefined;
}

/** The npm package a specifier belongs to: `@mui/x-data-grid/locales` is `@mui/x-data-grid`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
