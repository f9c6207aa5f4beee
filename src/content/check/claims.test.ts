import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims';

const names = (code: string) => claimsOf(code).flatMap((c) => (c.kind === 'name' ? [c.name] : []));

describe('claimsOf', () => {
  it('reads import paths and statements', () => {
    expect(claimsOf('@mui/x-date-pickers/AdapterDayjs')).toEqual([
      { kind: 'import', specifier: '@mui/x-date-pickers/AdapterDayjs', names: [] },
    ]);
    expect(claimsOf("import { DataGrid, type GridColDef as Col } from '@mui/x-data-grid';")).toEqual([
      { kind: 'import', specifier: '@mui/x-data-grid', names: ['DataGrid', 'GridColDef'] },
    ]);
    expect(claimsOf("import 'dayjs/locale/de';")).toEqual([{ kind: 'import', specifier: 'dayjs/locale/de', names: [] }]);
  });

  it('claims camelCase names, attributes, keys and member paths', () => {
    expect(names('sortingOrder')).toEqual(['sortingOrder']);
    expect(names('getItem(itemId)')).toEqual(['getItem', 'itemId']);
    expect(names('layout="horizontal"')).toEqual(['layout']);
    expect(names('grid={{ horizontal: true }}')).toEqual(['grid', 'horizontal']);
    expect(names('flex: 1')).toEqual(['flex']);
    expect(claimsOf('LicenseInfo.setLicenseKey()')).toEqual([{ kind: 'path', segments: ['LicenseInfo', 'setLicenseKey'] }]);
    expect(claimsOf('apiRef.current?.getItem')).toEqual([{ kind: 'path', segments: ['apiRef', 'current', 'getItem'] }]);
  });

  it('leaves ordinary prose code alone', () => {
    for (const code of ['null', 'latest', "'asc'", 'DataGrid', 'MM/DD/YYYY', 'h:mm:ss', '<svg>', '[role="row"]', 'https://mui.com/x/']) {
      expect(claimsOf(code), code).toEqual([]);
    }
    // String contents are values: the key inside the media query is not a claim.
    expect(names("desktopModeMediaQuery={'@media (pointer: fine)'}")).toEqual(['desktopModeMediaQuery']);
    expect(names('aria-disabled="true"')).toEqual([]);
  });

  it('claims CSS custom properties, not the words inside them, and leaves command-line flags alone', () => {
    expect(claimsOf('--DataGrid-cellOffsetMultiplier')).toEqual([{ kind: 'cssVariable', name: '--DataGrid-cellOffsetMultiplier' }]);
    expect(claimsOf("'--DataGrid-rowBorderColor': 'red'")).toEqual([{ kind: 'cssVariable', name: '--DataGrid-rowBorderColor' }]);
    expect(claimsOf('var(--rail-width)')).toEqual([{ kind: 'cssVariable', name: '--rail-width' }]);
    for (const code of ['--no-sandbox', 'npm run screenshots -- --demos']) expect(claimsOf(code), code).toEqual([]);
  });
});
