/**
 * Names every reader knows from the platform: what TypeScript's DOM and ES library files,
 * React's types and csstype (React's `style` and `sx` keys) declare. Prose may mention them
 * (`useMemo`, `flexDirection`, `toLocaleString`) on any page without that being an MUI X claim.
 */
import ts from 'typescript';

const STANDARD_FILE = /[\\/]node_modules[\\/](?:typescript[\\/]lib[\\/]lib\.|@types[\\/]react(?:-dom)?[\\/]|csstype[\\/])/;

export function isStandardFile(fileName: string): boolean {
  return STANDARD_FILE.test(fileName);
}

export function standardNames(program: ts.Program): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    const name = (node as { name?: ts.Node }).name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.add(name.text);
    ts.forEachChild(node, visit);
  };
  for (const source of program.getSourceFiles()) {
    if (isStandardFile(source.fileName)) visit(source);
  }
  return names;
}
