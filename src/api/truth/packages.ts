/**
 * The packages' own view of their API, read without the generator's code: a TypeScript
 * program over the installed declarations where each component is used as a reader writes it
 * (`<DataGrid />`, so a generic component takes its defaults) and each interface is named
 * without type arguments; the runtime `propTypes` from `require()`; the runtime `*Classes`
 * objects. The truth suite (truth.test.ts) compares the generated pages with it.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

export interface TruthRequest {
  key: string;
  pkg: string;
  exportName: string;
  kind: 'component' | 'interface';
}

export interface TruthProgram {
  checker: ts.TypeChecker;
  /** The props type of a component, or the interface's type, as the checker sees it. */
  typeOf: (key: string) => ts.Type | null;
}

const FILE = '__truth__.tsx';

/** One program over the packages, with a virtual module using every requested declaration. */
export function truthProgram(root: string, requests: readonly TruthRequest[]): TruthProgram {
  const packages = [...new Set(requests.map((r) => r.pkg))];
  const alias = (pkg: string) => `P${packages.indexOf(pkg)}`;
  const lines = packages.map((pkg) => `import * as ${alias(pkg)} from '${pkg}';`);
  requests.forEach((r, i) => {
    lines.push(
      r.kind === 'component'
        ? `export const c${i} = <${alias(r.pkg)}.${r.exportName} />;`
        : `export type t${i} = ${alias(r.pkg)}.${r.exportName};`,
    );
  });
  const text = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const path = join(root, FILE);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, language, ...rest) =>
    file === path
      ? ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX)
      : getSourceFile.call(host, file, language, ...rest);
  host.fileExists = (file) => file === path || fileExists.call(host, file);
  host.readFile = (file) => (file === path ? text : readFile.call(host, file));
  const program = ts.createProgram([path], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path)!;
  const nodes = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const d = statement.declarationList.declarations[0]!;
      nodes.set((d.name as ts.Identifier).text, d.initializer!);
    } else if (ts.isTypeAliasDeclaration(statement)) {
      nodes.set(statement.name.text, statement.type);
    }
  }
  return {
    checker,
    typeOf: (key) => {
      const i = requests.findIndex((r) => r.key === key);
      const request = requests[i];
      if (!request) return null;
      if (request.kind === 'interface') return checker.getTypeAtLocation(nodes.get(`t${i}`)!);
      const element = nodes.get(`c${i}`) as ts.JsxSelfClosingElement;
      const parameter = checker.getResolvedSignature(element)?.parameters[0];
      return parameter ? checker.getTypeOfSymbol(parameter) : null;
    },
  };
}

/** Every property a reader can pass: for a union, the properties of each member. */
export function propertiesOf(checker: ts.TypeChecker, type: ts.Type): Map<string, ts.Symbol[]> {
  const parts = type.isUnion() ? type.types : [type];
  const out = new Map<string, ts.Symbol[]>();
  for (const part of parts) {
    for (const p of checker.getPropertiesOfType(part))
      out.set(p.getName(), [...(out.get(p.getName()) ?? []), p]);
  }
  return out;
}

/** A runtime module of a package, as Node loads it. */
export function runtimeModule(root: string, pkg: string): Record<string, unknown> {
  return createRequire(join(root, 'package.json'))(pkg) as Record<string, unknown>;
}

/** The keys of a component's runtime `propTypes` (through `React.memo`'s `type`), or null. */
export function propTypesKeys(component: unknown): string[] | null {
  if (!component || (typeof component !== 'object' && typeof component !== 'function')) return null;
  const c = component as {
    propTypes?: object;
    type?: { propTypes?: object };
    render?: { propTypes?: object };
  };
  const propTypes = c.propTypes ?? c.type?.propTypes ?? c.render?.propTypes;
  return propTypes ? Object.keys(propTypes) : null;
}

/** `a | b` members of a printed type, outer level only, whitespace normalised. */
export function literalMembers(text: string): string[] {
  return [...text.matchAll(/'[^']*'/g)].map((m) => m[0]).sort();
}
