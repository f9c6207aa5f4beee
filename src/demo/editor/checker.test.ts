import { describe, expect, it } from 'vitest';
import { createChecker, importsOf, lineAndColumn, packsFor } from './checker';
import { collectTypePacks, packageOfPath } from './type-packs';

// The packs the build writes, collected here from node_modules for two imports, served from memory.
const { packs, specs } = collectTypePacks(process.cwd(), [
  'react',
  'react/jsx-runtime',
  '@mui/material/Button',
]);
const manifest = { specs, packs: Object.fromEntries([...packs.keys()].map((name) => [name, name])) };
const load = async (name: string) => ({ files: packs.get(name)! });

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';

export default function Demo() {
  const n: number = 'a';
  return <Button variant="contained">{n}</Button>;
}
`;

describe('the live editor type checker', () => {
  it('reports a type error at its line and column, against the packages’ declarations', async () => {
    const checker = createChecker(manifest, load);
    const found = await checker.check(DEMO, 'ts');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 5, column: 9, code: 2322 });
    expect(found[0]!.message).toBe("Type 'string' is not assignable to type 'number'.");
    // A wrong prop value is checked against @mui/material's own types.
    const wrongProp = await checker.check(DEMO.replace("'a'", '1').replace('contained', 'bold'), 'ts');
    expect(wrongProp.map((d) => d.line)).toEqual([6]);
    expect(await checker.check(DEMO.replace("'a'", '1'), 'ts')).toEqual([]);
  }, 60_000);

  it('checks JavaScript for syntax only', async () => {
    const checker = createChecker(manifest, load);
    const js = DEMO.replace(': number', '');
    expect(await checker.check(js, 'js')).toEqual([]);
    const broken = await checker.check(js.replace('return <Button', 'return (<Button'), 'js');
    expect(broken[0]?.line).toBe(6);
  });

  it('names an import the demos never use as not found', async () => {
    const checker = createChecker(manifest, load);
    const found = await checker.check(`import x from 'left-pad';\nexport default x;\n`, 'ts');
    expect(found[0]).toMatchObject({ line: 1, code: 2307 });
  });
});

describe('pure helpers', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 });
  });
  it('lists imports with the JSX runtime and maps them to packs', () => {
    expect(importsOf(DEMO)).toEqual(['react/jsx-runtime', 'react', '@mui/material/Button']);
    expect(packsFor(manifest, `import * as React from 'react';`)).toEqual(['@types/react', 'csstype', 'lib']);
    expect(packsFor(manifest, DEMO)).toContain('@mui/material');
  });
  it('names the package of a path', () => {
    expect(packageOfPath('/x/node_modules/@mui/material/Button/Button.d.ts')).toBe('@mui/material');
    expect(packageOfPath('/x/node_modules/dayjs/index.d.ts')).toBe('dayjs');
    expect(packageOfPath('/x/node_modules/a/node_modules/csstype/index.d.ts')).toBe('csstype');
    expect(packageOfPath('/x/src/a.ts')).toBeNull();
  });
});
