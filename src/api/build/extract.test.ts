import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverProduct, type ProductInput } from './extract';
import { interfacePage } from './interfaces';
import { ApiExtractionError, createApiProgram, locatePackage, moduleExports } from './program';

/** A throwaway package with the given declarations, read the way the build reads the real ones. */
function fakePackage(declarations: string): ProductInput {
  const root = mkdtempSync(join(tmpdir(), 'api-gen-'));
  const dir = join(root, 'node_modules/@mui/x-fake');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@mui/x-fake', version: '8.0.0-beta.3' }));
  writeFileSync(join(dir, 'index.d.ts'), `interface Element { type: unknown }\n${declarations}`);
  const pkg = locatePackage(root, '@mui/x-fake');
  const program = createApiProgram([pkg]);
  return {
    product: 'charts',
    program,
    resolve: (href) => href,
    packages: [
      { pkg, exports: moduleExports(program, pkg.entry), runtimeClasses: new Map(), classesBeside: () => [] },
    ],
  };
}

describe('discoverProduct', () => {
  it('documents a component with JSDoc props and reads required, default and deprecation', () => {
    const input = fakePackage(`
      export interface GaugeProps {
        /** The value shown. */
        value: number;
        /**
         * Where the arc starts, in degrees.
         * @default 0
         */
        startAngle?: number;
        /** @deprecated Use \`startAngle\`. */
        start?: number;
        /** @ignore */
        internal?: string;
      }
      /** Demos: a link. */
      export declare function Gauge(props: GaugeProps): Element;
      export declare function Helper(props: { a: string }): Element;
    `);
    const { pages, undocumented } = discoverProduct(input);
    expect(pages.map((p) => p.name)).toEqual(['Gauge']);
    expect(undocumented).toEqual(['Helper']);
    const members = Object.fromEntries(pages[0]!.members.map((m) => [m.name, m]));
    expect(Object.keys(members)).toEqual(['start', 'startAngle', 'value']);
    expect(members.value).toMatchObject({
      type: 'number',
      required: true,
      description: ['The value shown.'],
    });
    expect(members.startAngle).toMatchObject({ default: '0', required: false });
    expect(members.start!.deprecated).toEqual(['Use ', { t: 'code', v: 'startAngle' }, '.']);
    // The first TypeScript program of the file: seconds on a loaded machine.
  }, 30_000);

  it('fails, naming the component, when its props type is any', () => {
    const input = fakePackage(`/** API: link */ export declare function Broken(props: any): Element;`);
    expect(() => discoverProduct(input)).toThrow(ApiExtractionError);
    expect(() => discoverProduct(input)).toThrow(
      /Broken \(@mui\/x-fake 8\.0\.0-beta\.3\): its props type resolves to `any`/,
    );
  });

  it('fails instead of producing an empty page', () => {
    const input = fakePackage(`/** API: link */ export declare function Empty(props: {}): Element;`);
    expect(() => discoverProduct(input)).toThrow(/Empty .*nothing to document/);
  });
});

describe('interfacePage', () => {
  it('lists every member of an interface', () => {
    const input = fakePackage(`
      /** A filter. */
      export interface FilterItem { /** The field. */ field: string; value?: unknown; }
    `);
    const page = interfacePage(input, 'FilterItem');
    expect(page.kind).toBe('interface');
    expect(page.members.map((m) => [m.name, m.required])).toEqual([
      ['field', true],
      ['value', false],
    ]);
  });

  it('fails, naming the interface and the packages, when it is not exported', () => {
    const input = fakePackage('export interface Other { a: string }');
    expect(() => interfacePage(input, 'Missing')).toThrow(
      /Interface Missing \(charts\) is not exported by @mui\/x-fake/,
    );
  });
});
