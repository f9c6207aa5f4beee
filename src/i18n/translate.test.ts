import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, translate } from './translate';

afterEach(() => vi.restoreAllMocks());

describe('translate', () => {
  it('returns the text of a known key', () => {
    expect(translate('en', 'editPage')).toBe('Edit this page');
    expect(t('skipToContent')).toBe('Skip to content');
  });

  it('warns and falls back to English for a key missing from a language', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const catalogs = { en: { editPage: 'Edit this page' }, fr: {} };
    expect(translate('fr', 'editPage', catalogs)).toBe('Edit this page');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('missing translation for key "editPage" in "fr"'),
    );
  });

  it('warns and shows the key when even English lacks it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('en', 'noSuchKey')).toBe('noSuchKey');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs an error and shows an ellipsis for a missing language', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate('de', 'editPage')).toBe('…');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('missing language "de"'));
  });
});
