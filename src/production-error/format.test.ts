import { describe, expect, it } from 'vitest';
import { parseErrorCodeTable, sortedCodes, type ErrorCodeTable } from './codes';
import { decodeError, formatMessage, messageText, parseErrorQuery } from './format';

const table: ErrorCodeTable = {
  _generatedBy: 'test',
  packages: [],
  codes: {
    '9': [
      { message: 'MUI: Unsupported `%s` color.', package: '@mui/system', version: '7.3.9', file: 'c.js' },
    ],
    '19': [
      { message: 'MUI: Moved.', package: '@mui/material', version: '7.3.9', file: 'styles/index.js' },
      { message: 'MUI: Moved.', package: '@mui/system', version: '7.3.9', file: 'index.js' },
      { message: 'MUI: Other %s.', package: '@mui/x-charts', version: '8.0.0', file: 'x.js' },
    ],
    '21': [{ message: 'MUI: %s and %s.', package: '@mui/material', version: '7.3.9', file: 't.js' }],
  },
};

describe('formatMessage', () => {
  it('fills the places in order', () => {
    expect(messageText(formatMessage('MUI: %s and %s.', ['a', 'b']))).toBe('MUI: a and b.');
    expect(formatMessage('%s!', ['x'])).toEqual([
      { kind: 'arg', index: 0, value: 'x' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('marks a missing argument instead of inventing one', () => {
    expect(formatMessage('MUI: %s and %s.', ['a'])[3]).toEqual({ kind: 'arg', index: 1, value: null });
    expect(messageText(formatMessage('MUI: %s and %s.', ['a']))).toBe('MUI: a and %s.');
  });

  it('keeps markup and %s inside arguments as plain text', () => {
    const parts = formatMessage('MUI: Unsupported `%s` color.', ['<img src=x onerror=alert(1)>%s']);
    expect(parts[1]).toEqual({ kind: 'arg', index: 0, value: '<img src=x onerror=alert(1)>%s' });
    expect(parts).toHaveLength(3);
  });
});

describe('parseErrorQuery', () => {
  it('reads the code and the args[] values, decoded, in order', () => {
    expect(parseErrorQuery('?code=21&args%5B%5D=primary&args[]=a%20b')).toEqual({
      kind: 'code',
      code: 21,
      args: ['primary', 'a b'],
    });
  });

  it('tells a missing code from a malformed one', () => {
    expect(parseErrorQuery('')).toEqual({ kind: 'none' });
    expect(parseErrorQuery('?code=')).toEqual({ kind: 'none' });
    expect(parseErrorQuery('?code=abc')).toEqual({ kind: 'malformed', raw: 'abc' });
    expect(parseErrorQuery('?code=1e3')).toEqual({ kind: 'malformed', raw: '1e3' });
    expect(parseErrorQuery('?code=-4')).toEqual({ kind: 'malformed', raw: '-4' });
    expect(parseErrorQuery('?code=12345678')).toEqual({ kind: 'malformed', raw: '12345678' });
  });
});

describe('decodeError', () => {
  it('fills a known code', () => {
    const decoded = decodeError(parseErrorQuery('?code=9&args[]=cmyk(1)'), table);
    expect(decoded.kind).toBe('known');
    if (decoded.kind !== 'known') return;
    expect(messageText(decoded.variants[0]!.parts)).toBe('MUI: Unsupported `cmyk(1)` color.');
    expect(decoded.variants[0]!.sources).toEqual([
      { package: '@mui/system', version: '7.3.9', file: 'c.js' },
    ]);
  });

  it('shows each message of a shared code once, with every package that throws it', () => {
    const decoded = decodeError(parseErrorQuery('?code=19&args[]=x'), table);
    if (decoded.kind !== 'known') throw new Error('expected a known code');
    expect(decoded.variants.map((v) => [v.message, v.sources.map((s) => s.package)])).toEqual([
      ['MUI: Moved.', ['@mui/material', '@mui/system']],
      ['MUI: Other %s.', ['@mui/x-charts']],
    ]);
    expect(decoded.variants[0]!.extraArgs).toEqual(['x']);
    expect(decoded.variants[1]!.extraArgs).toEqual([]);
  });

  it('explains unknown codes and never treats inherited keys as codes', () => {
    expect(decodeError(parseErrorQuery('?code=99999'), table)).toEqual({
      kind: 'unknown',
      code: 99999,
      args: [],
    });
    expect(decodeError({ kind: 'code', code: 0, args: [] }, { codes: Object.create({ 0: [] }) })).toEqual({
      kind: 'unknown',
      code: 0,
      args: [],
    });
    expect(decodeError(parseErrorQuery('?code=abc'), table)).toEqual({ kind: 'malformed', raw: 'abc' });
    expect(decodeError(parseErrorQuery(''), table)).toEqual({ kind: 'none' });
  });
});

describe('the generated table', () => {
  it('is sorted numerically and rejected, naming the file, when malformed', () => {
    expect(sortedCodes(table).map((c) => c.code)).toEqual([9, 19, 21]);
    expect(() => parseErrorCodeTable({ codes: { abc: [] } })).toThrow(
      /^generated\/error-codes\.json is malformed/,
    );
  });
});
