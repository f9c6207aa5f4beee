import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractErrors } from './extract';
import { scanInstalledPackages } from './scan';

// The two shapes MUI's builds have, trimmed to the minified call.
const esm = `import _formatErrorMessage from "@mui/utils/formatMuiErrorMessage";
export function pick(name, shade) {
  throw new Error(process.env.NODE_ENV !== "production" ? \`MUI: The color\${name ? \` (\${name})\` : ''} is invalid.\\n\` + \`It needs a \\\`\${shade}\\\` key.\` : _formatErrorMessage(11, name ? \` (\${name})\` : '', shade));
}`;
const cjs = `"use strict";
var _formatMuiErrorMessage = _interopRequireDefault(require("@mui/utils/formatMuiErrorMessage"));
function check(v) {
  if (!v) throw new Error(process.env.NODE_ENV !== "production" ? 'MUI: Expected a value. ' + 'See the docs.' : (0, _formatMuiErrorMessage.default)(1));
}`;

describe('extractErrors', () => {
  it('reads a template literal message with nested interpolation as one argument per expression', () => {
    expect(extractErrors(esm, 'a.js')).toEqual({
      errors: [{ code: 11, message: 'MUI: The color%s is invalid.\nIt needs a `%s` key.' }],
      problems: [],
    });
  });

  it('reads concatenated string literals from a CommonJS build', () => {
    expect(extractErrors(cjs, 'b.js').errors).toEqual([
      { code: 1, message: 'MUI: Expected a value. See the docs.' },
    ]);
  });

  it('reads the reversed condition and a non-literal operand of +', () => {
    const source = `const e = process.env.NODE_ENV === 'production' ? formatMuiErrorMessage(4, what) : 'MUI: Bad ' + what + '.';`;
    expect(extractErrors(source, 'c.js').errors).toEqual([{ code: 4, message: 'MUI: Bad %s.' }]);
  });

  it('ignores files and conditions that are not minified errors', () => {
    expect(extractErrors('export const a = 1;', 'd.js')).toEqual({ errors: [], problems: [] });
    const unrelated = `const x = process.env.NODE_ENV !== 'production' ? 'dev' : 'prod'; formatMuiErrorMessage;`;
    expect(extractErrors(unrelated, 'e.js')).toEqual({ errors: [], problems: [] });
  });

  it('reports, rather than records, calls it cannot read', () => {
    const source = [
      `a = process.env.NODE_ENV !== 'production' ? 'MUI: x' : _formatErrorMessage(code);`,
      `b = process.env.NODE_ENV !== 'production' ? message : _formatErrorMessage(3);`,
      `c = process.env.NODE_ENV !== 'production' ? \`MUI: \${a} and \${b}\` : _formatErrorMessage(5, a);`,
    ].join('\n');
    const { errors, problems } = extractErrors(source, 'f.js');
    expect(errors).toEqual([]);
    expect(problems).toEqual([
      'f.js:1: the error code is not a number literal',
      'f.js:2: error 3 has no literal message text',
      'f.js:3: error 5 has 2 placeholders but 1 arguments',
    ]);
  });

  it('does not throw on a file that does not parse, and keeps what it could read', () => {
    const broken = `${cjs}\nfunction (( {{ "unterminated`;
    expect(() => extractErrors(broken, 'g.js')).not.toThrow();
    expect(extractErrors(broken, 'g.js').errors).toEqual([
      { code: 1, message: 'MUI: Expected a value. See the docs.' },
    ]);
  });
});

describe('scanInstalledPackages', () => {
  const root = mkdtempSync(join(tmpdir(), 'error-codes-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const manifest = (name: string, version: string) => JSON.stringify({ name, version });
  write('@mui/material/package.json', manifest('@mui/material', '7.0.0'));
  write('@mui/material/Input/Input.js', cjs);
  write('@mui/material/esm/Input/Input.js', cjs);
  write('@mui/system/package.json', manifest('@mui/system', '7.0.0'));
  write('@mui/system/index.js', cjs.replace('Expected a value.', 'Another text for the same code.'));
  write('@mui/system/node_modules/@mui/utils/package.json', manifest('@mui/utils', '7.0.1'));
  write('@mui/system/node_modules/@mui/utils/pick.js', esm);
  write('@mui/x-none/package.json', manifest('@mui/x-none', '8.0.0'));
  write('@mui/x-none/index.js', 'export {};');
  write('@mui/icons-material/package.json', manifest('@mui/icons-material', '7.0.0'));
  write('@mui/icons-material/index.js', cjs);
  write('other/index.js', cjs);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps one entry per package and message, and both messages when packages share a code', () => {
    const { table, problems } = scanInstalledPackages(root);
    expect(problems).toEqual([]);
    expect(table.codes['1']).toEqual([
      {
        message: 'MUI: Expected a value. See the docs.',
        package: '@mui/material',
        version: '7.0.0',
        file: 'Input/Input.js',
      },
      {
        message: 'MUI: Another text for the same code. See the docs.',
        package: '@mui/system',
        version: '7.0.0',
        file: 'index.js',
      },
    ]);
    expect(table.codes['11']).toEqual([
      expect.objectContaining({ package: '@mui/utils', version: '7.0.1', file: 'pick.js' }),
    ]);
  });

  it('lists every package read, with no code for those that do not minify, and skips the icons', () => {
    expect(scanInstalledPackages(root).table.packages).toEqual([
      { name: '@mui/material', version: '7.0.0', codes: 1 },
      { name: '@mui/system', version: '7.0.0', codes: 1 },
      { name: '@mui/utils', version: '7.0.1', codes: 1 },
      { name: '@mui/x-none', version: '8.0.0', codes: 0 },
    ]);
  });
});
