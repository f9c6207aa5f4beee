import * as ts from 'typescript';

/** One minified error found in a built file: its code and its message with `%s` where arguments go. */
export interface ExtractedError {
  code: number;
  /** The development message, each interpolated expression replaced by `%s`, in argument order. */
  message: string;
}

export interface Extraction {
  errors: ExtractedError[];
  /** Minified calls that could not be read; each names the file and the line. */
  problems: string[];
}

/**
 * Names the minifier gives the formatter import in MUI's builds: `_formatErrorMessage(...)` in ES
 * modules, `(0, _formatMuiErrorMessage.default)(...)` in CommonJS.
 */
const FORMATTER = /formatMuiErrorMessage|formatErrorMessage/i;

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

/** `process.env.NODE_ENV` */
function isNodeEnv(node: ts.Expression): boolean {
  return unwrap(node).getText().replace(/\s/g, '') === 'process.env.NODE_ENV';
}

function isProductionString(node: ts.Expression): boolean {
  const inner = unwrap(node);
  return ts.isStringLiteralLike(inner) && inner.text === 'production';
}

/**
 * Which branch of `process.env.NODE_ENV !== 'production' ? message : format(code, ...)` holds the
 * development message; null when the condition is something else.
 */
function developmentBranch(node: ts.ConditionalExpression): 'whenTrue' | 'whenFalse' | null {
  const test = unwrap(node.condition);
  if (!ts.isBinaryExpression(test)) return null;
  const sides = [test.left, test.right];
  if (!sides.some(isNodeEnv) || !sides.some(isProductionString)) return null;
  switch (test.operatorToken.kind) {
    case ts.SyntaxKind.ExclamationEqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsToken:
      return 'whenTrue';
    case ts.SyntaxKind.EqualsEqualsEqualsToken:
    case ts.SyntaxKind.EqualsEqualsToken:
      return 'whenFalse';
    default:
      return null;
  }
}

/** The formatter's name in `name(...)`, `(0, ns.name)(...)` or `ns.name(...)`. */
function calleeName(callee: ts.Expression): string | null {
  let node = unwrap(callee);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.CommaToken)
    node = unwrap(node.right);
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) {
    // `_formatMuiErrorMessage.default`: the namespace carries the meaningful name.
    const owner = unwrap(node.expression);
    return ts.isIdentifier(owner) && node.name.text === 'default' ? owner.text : node.name.text;
  }
  return null;
}

/**
 * Flattens the development message into text and `%s`: string literals and the literal parts of
 * template strings are kept; every other expression (a template's `${...}` or a non-literal operand
 * of `+`) is one argument of the minified call, in source order, as MUI's minifier passes them.
 */
function messageTemplate(node: ts.Expression): { text: string; literal: boolean } {
  const inner = unwrap(node);
  if (ts.isStringLiteralLike(inner)) return { text: inner.text, literal: true };
  if (ts.isTemplateExpression(inner)) {
    let text = inner.head.text;
    for (const span of inner.templateSpans) text += `%s${span.literal.text}`;
    return { text, literal: true };
  }
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageTemplate(inner.left);
    const right = messageTemplate(inner.right);
    return { text: left.text + right.text, literal: left.literal || right.literal };
  }
  return { text: '%s', literal: false };
}

const placeholders = (template: string) => template.split('%s').length - 1;

/**
 * Finds every minified error in one built JavaScript file. Never throws: a file that does not
 * parse yields what could be read, and a call whose message or code cannot be read becomes a
 * problem rather than a wrong table entry.
 */
export function extractErrors(source: string, file: string): Extraction {
  const result: Extraction = { errors: [], problems: [] };
  // Cheap test first: nearly all files of a package have no minified error.
  if (!FORMATTER.test(source) || !source.includes('NODE_ENV')) return result;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const where = (node: ts.Node) =>
    `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isConditionalExpression(node)) {
      const branch = developmentBranch(node);
      const production = branch && unwrap(branch === 'whenTrue' ? node.whenFalse : node.whenTrue);
      if (branch && production && ts.isCallExpression(production)) {
        const name = calleeName(production.expression);
        if (name && FORMATTER.test(name)) {
          const [codeArg, ...args] = production.arguments;
          const code = codeArg && unwrap(codeArg);
          const template = messageTemplate(node[branch]);
          if (!code || !ts.isNumericLiteral(code) || !Number.isInteger(Number(code.text))) {
            result.problems.push(`${where(node)}: the error code is not a number literal`);
          } else if (!template.literal) {
            result.problems.push(`${where(node)}: error ${code.text} has no literal message text`);
          } else if (placeholders(template.text) !== args.length) {
            result.problems.push(
              `${where(node)}: error ${code.text} has ${placeholders(template.text)} placeholders but ${args.length} arguments`,
            );
          } else {
            result.errors.push({ code: Number(code.text), message: template.text });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return result;
}
