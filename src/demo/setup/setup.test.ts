import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETUP,
  isDefaultFor,
  parseSetup,
  serializeSetup,
  setupCookie,
  setupFor,
  setupFromCookies,
  setupSummary,
} from './setup';

describe('setupFromCookies', () => {
  it('reads a stored setup', () => {
    expect(setupFromCookies('a=1; demoSetup=luxon%7Cfr%7CAsia%2FTokyo%7Ccompact')).toEqual({
      library: 'luxon',
      locale: 'fr',
      timeZone: 'Asia/Tokyo',
      density: 'compact',
    });
  });

  it('falls back to the default field by field', () => {
    expect(setupFromCookies('')).toEqual(DEFAULT_SETUP);
    expect(setupFromCookies('demoSetup=temporal|xx|Mars/Base|compact')).toEqual({
      ...DEFAULT_SETUP,
      density: 'compact',
    });
    expect(setupFromCookies('demoSetup=moment')).toEqual({ ...DEFAULT_SETUP, library: 'moment' });
    expect(setupFromCookies('demoSetup=%E0%A4%A')).toEqual(DEFAULT_SETUP);
  });

  it('round-trips through the cookie it writes', () => {
    const setup = {
      library: 'moment',
      locale: 'pt-BR',
      timeZone: 'Europe/Paris',
      density: 'comfortable',
    } as const;
    const cookie = setupCookie(setup);
    expect(cookie).toMatch(/;path=\/;max-age=31536000;samesite=lax$/);
    expect(setupFromCookies(cookie.split(';')[0]!)).toEqual(setup);
  });
});

describe('parseSetup', () => {
  it('accepts a well-formed setup', () => {
    expect(parseSetup('dayjs|fr|Asia/Tokyo|standard')).toEqual({
      ...DEFAULT_SETUP,
      locale: 'fr',
      timeZone: 'Asia/Tokyo',
    });
    expect(parseSetup('date-fns|de||standard')).toEqual({
      ...DEFAULT_SETUP,
      library: 'date-fns',
      locale: 'de',
    });
  });

  it('refuses with a reason', () => {
    expect(parseSetup('dayjs|fr')).toEqual({
      error: expect.stringContaining('library|locale|timeZone|density'),
    });
    expect(parseSetup('temporal|fr||standard')).toEqual({
      error: expect.stringContaining('unknown date library'),
    });
    expect(parseSetup('dayjs|klingon||standard')).toEqual({
      error: expect.stringContaining('unknown locale'),
    });
    expect(parseSetup('dayjs|fr|Mars/Base|standard')).toEqual({
      error: expect.stringContaining('unknown time zone'),
    });
    expect(parseSetup('dayjs|fr||cosy')).toEqual({ error: expect.stringContaining('unknown density') });
    expect(parseSetup('date-fns|fr|Asia/Tokyo|standard')).toEqual({
      error: expect.stringContaining('cannot use time zones'),
    });
    // Not a key of an object's prototype.
    expect(parseSetup('dayjs|constructor||standard')).toEqual({
      error: expect.stringContaining('unknown locale'),
    });
  });
});

describe('setupFor and the summary', () => {
  const setup = { library: 'luxon', locale: 'fr', timeZone: 'Asia/Tokyo', density: 'compact' } as const;

  it('keeps only what a kind of demo follows', () => {
    expect(setupFor('grid', setup)).toEqual({ ...DEFAULT_SETUP, density: 'compact' });
    expect(setupFor('pickers', setup)).toEqual({ ...setup, density: 'standard' });
    expect(setupFor('pickers', { ...setup, library: 'date-fns' }).timeZone).toBe('');
    expect(isDefaultFor('grid', { ...DEFAULT_SETUP, locale: 'fr' })).toBe(true);
    expect(isDefaultFor('pickers', { ...DEFAULT_SETUP, density: 'compact' })).toBe(true);
    expect(isDefaultFor('pickers', { ...DEFAULT_SETUP, locale: 'fr' })).toBe(false);
  });

  it('summarises as the toolbar shows it', () => {
    expect(setupSummary('pickers', DEFAULT_SETUP)).toBe('Day.js · en-US');
    expect(setupSummary('pickers', setup)).toBe('Luxon · fr · Asia/Tokyo');
    expect(setupSummary('grid', setup)).toBe('Density: compact');
    expect(serializeSetup(setup)).toBe('luxon|fr|Asia/Tokyo|compact');
  });
});
