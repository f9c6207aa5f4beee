import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DemoCode } from '../types';
import { BoundedCache, handleSetupCode } from './serve';

// Reads generated/demo-setup/ and generated/demo-code/ (npm run prebuild writes them).
const ID = 'react-date-pickers/date-time-picker/ControlledDateTimePicker';
const version = (id: string) =>
  (JSON.parse(readFileSync(`generated/demo-setup/${id}.json`, 'utf8')) as { version: string }).version;
const get = (id: string, query: string, limit = () => 0) =>
  handleSetupCode(new Request(`http://site.test/api/demo-code/${id}?${query}`), id, limit);

describe('handleSetupCode', () => {
  it('refuses a malformed setup with its reason, and an unknown demo', async () => {
    const bad = await get(ID, 'setup=dayjs|fr|Mars%2FBase|standard');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('unknown time zone');
    expect((await get(ID, '')).status).toBe(400);
    expect((await get('react-date-pickers/nowhere/Missing', 'setup=dayjs|fr||standard')).status).toBe(404);
    expect((await get('../../etc/passwd', 'setup=dayjs|fr||standard')).status).toBe(404);
  });

  it('writes, formats and highlights the code for a setup, immutable for this build', async () => {
    let renders = 0;
    // WeekPicker uses .startOf('week'), which the translator refuses for Luxon (weeks start on Monday there).
    const fallback = 'react-date-pickers/date-calendar/WeekPicker';
    const query = `setup=${encodeURIComponent('luxon|fr|Asia/Tokyo|compact')}&v=${version(fallback)}`;
    const response = await get(fallback, query, () => (renders++, 0));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const code = (await response.json()) as DemoCode;
    // No Luxon translation of this demo: it stays Day.js, with the locale and the zone.
    expect(code.setup?.library).toBe('dayjs');
    expect(code.setup?.notes[0]).toMatch(/^No luxon version of this demo \(.+\): it runs with Day\.js\.$/);
    expect(code.ts.code).toContain('adapterLocale="fr"');
    expect(code.ts.code).toContain('timezone="Asia/Tokyo"');
    expect(code.js.code).toContain("import 'dayjs/locale/fr';");
    expect(code.ts.html).toContain('shiki');
    expect(code.dependencies.dayjs).toBeTruthy();
    // The same setup again comes from the cache: no second render is counted.
    await get(fallback, query, () => (renders++, 0));
    expect(renders).toBe(1);
  });

  it('switches the adapter when the translator has the demo, and lists its package', async () => {
    const id = 'react-date-pickers/date-picker/StaticCalendarPicker';
    const code = (await (
      await get(id, `setup=${encodeURIComponent('luxon|fr||standard')}&v=${version(id)}`)
    ).json()) as DemoCode;
    expect(code.setup?.library).toBe('luxon');
    expect(code.ts.code).toContain("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';");
    expect(code.dependencies.luxon).toBe(JSON.parse(readFileSync('package.json', 'utf8')).dependencies.luxon);
    expect(code.dependencies.dayjs).toBeUndefined();
    expect(code.setup?.preview?.ts).toContain('AdapterLuxon');
    expect(code.setup?.preview?.js).toContain('adapterLocale');
  });

  it('does not cache for good a stale version, and limits renders', async () => {
    const stale = await get(ID, `setup=${encodeURIComponent('dayjs|de||standard')}&v=old`);
    expect(stale.headers.get('cache-control')).toBe('no-store');
    const limited = await get(ID, `setup=${encodeURIComponent('dayjs|es||standard')}`, () => 12);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('12');
  });
});

describe('BoundedCache', () => {
  it('drops the least recently used entry', () => {
    const cache = new BoundedCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
