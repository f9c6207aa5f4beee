import { describe, expect, it } from 'vitest';
import {
  preferenceCookie,
  preferencesFromCookies,
  preferencesFromHash,
  readCookie,
  resolvePreferences,
} from './code-variant';

describe('preferencesFromHash', () => {
  it('reads the code variant from a demo file name', () => {
    expect(preferencesFromHash('#BasicSorting.js')).toEqual({ codeVariant: 'JS' });
    expect(preferencesFromHash('#BasicSorting.tsx')).toEqual({ codeVariant: 'TS' });
  });

  it('reads the styling variant from the prefix', () => {
    expect(preferencesFromHash('#tailwind-BasicSorting.tsx')).toEqual({
      codeVariant: 'TS',
      codeStyling: 'tailwind',
    });
    expect(preferencesFromHash('#css-Demo.js')).toEqual({ codeVariant: 'JS', codeStyling: 'css' });
    expect(preferencesFromHash('#system-Demo.js')).toEqual({ codeVariant: 'JS', codeStyling: 'system' });
  });

  it('ignores hashes that are not demo files', () => {
    expect(preferencesFromHash('#sorting-basics')).toEqual({});
    expect(preferencesFromHash('#Demo.ts')).toEqual({});
    expect(preferencesFromHash('#Demo.jsx')).toEqual({});
    expect(preferencesFromHash('#tailwind-')).toEqual({});
    expect(preferencesFromHash('')).toEqual({});
  });
});

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; codeVariant=JS; b=2', 'codeVariant')).toBe('JS');
    expect(readCookie('a=1', 'codeVariant')).toBeUndefined();
  });

  it('keeps only known values', () => {
    expect(preferencesFromCookies('codeVariant=JS; codeStyling=css')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'css',
    });
    expect(preferencesFromCookies('codeVariant=Python; codeStyling=sass')).toEqual({});
  });

  it('writes a one-year cookie for the whole site', () => {
    expect(preferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax');
  });
});

describe('resolvePreferences', () => {
  it('defaults to TypeScript and MUI System', () => {
    expect(resolvePreferences('', '')).toEqual({ codeVariant: 'TS', codeStyling: 'system' });
  });

  it('lets the hash win over the cookie', () => {
    expect(resolvePreferences('#Demo.tsx', 'codeVariant=JS; codeStyling=css')).toEqual({
      codeVariant: 'TS',
      codeStyling: 'css',
    });
    expect(resolvePreferences('#tailwind-Demo.js', 'codeVariant=TS')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'tailwind',
    });
  });
});
