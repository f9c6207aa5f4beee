import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  languageOfPath,
  navKey,
  stripLanguagePrefix,
  withoutTrailingSlash,
  withTrailingSlash,
} from './paths';

describe('language prefix', () => {
  it('is optional and English', () => {
    expect(languageOfPath('/en/x/introduction/')).toBe('en');
    expect(languageOfPath('/x/introduction/')).toBe('en');
  });

  it('is removed only when it is a whole segment', () => {
    expect(stripLanguagePrefix('/en/x/introduction/')).toBe('/x/introduction/');
    expect(stripLanguagePrefix('/en')).toBe('/');
    expect(stripLanguagePrefix('/en/')).toBe('/');
    expect(stripLanguagePrefix('/enterprise/')).toBe('/enterprise/');
    expect(stripLanguagePrefix('/fr/x/')).toBe('/fr/x/');
  });
});

describe('canonicalPath', () => {
  it('drops the language prefix, query and hash and ends with a slash', () => {
    expect(canonicalPath('/en/x/react-data-grid/sorting?x=1#basic')).toBe('/x/react-data-grid/sorting/');
    expect(canonicalPath('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting/');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });

  it('maps /api to /api-docs', () => {
    expect(canonicalPath('/api/data-grid/')).toBe('/api-docs/data-grid/');
    expect(canonicalPath('/en/api/button')).toBe('/api-docs/button/');
    expect(canonicalPath('/api')).toBe('/api-docs/');
  });

  it('does not touch paths that only contain api', () => {
    expect(canonicalPath('/x/api/data-grid/data-grid/')).toBe('/x/api/data-grid/data-grid/');
    expect(canonicalPath('/apis/')).toBe('/apis/');
  });
});

describe('trailing slashes', () => {
  it('adds and removes them', () => {
    expect(withTrailingSlash('/x/a')).toBe('/x/a/');
    expect(withTrailingSlash('/x/a/')).toBe('/x/a/');
    expect(withoutTrailingSlash('/x/a/')).toBe('/x/a');
    expect(withoutTrailingSlash('/')).toBe('/');
  });

  it('gives the navigation key of any form of a URL', () => {
    expect(navKey('/en/x/introduction/installation/#peer-dependencies')).toBe('/x/introduction/installation');
  });
});
