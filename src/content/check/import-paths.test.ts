import { describe, expect, it } from 'vitest';
import { checkImportPath } from './import-paths';

const root = process.cwd();

describe('import paths in prose, resolved as a bundler does', () => {
  it('finds a subpath that exists as a file although typesVersions hides it from TypeScript', () => {
    // moment maps every subpath to its typings folder; the locale file has no types but exists.
    expect(checkImportPath(root, 'moment/locale/de')).toBe('resolves');
    expect(checkImportPath(root, 'dayjs/locale/de')).toBe('resolves');
  });

  it('still fails a path that does not exist in an installed package', () => {
    expect(checkImportPath(root, 'moment/locale/xx-nowhere')).toBe('missing');
    // The date-fns v2 layout: version 4, installed here, has no such folder.
    expect(checkImportPath(root, 'date-fns/addDays/index.js')).toBe('missing');
    expect(checkImportPath(root, '@mui/x-date-pickers/AdapterDateFnsV3')).toBe('missing');
  });

  it('keeps package exports authoritative', () => {
    // The file exists, but @mui/x-data-grid's exports do not list it: a bundler refuses it.
    expect(checkImportPath(root, '@mui/x-data-grid/esm/index.js')).toBe('missing');
  });
});
