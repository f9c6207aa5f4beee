import type { Page, Response } from '@playwright/test';

/**
 * Date libraries other than Day.js load only with the demos that use them (issue: "each
 * library's bytes belong to its own demos only"). Each library is recognised in the JavaScript
 * a page loads by a string its code keeps through minification; the Jalali adapter's library
 * has none of its own, so its adapter's name stands for it (they load together).
 */
export const DATE_LIBRARIES: { name: string; signature: RegExp; alsoBrings: string[] }[] = [
  { name: 'date-fns', signature: /constructDateFrom/, alsoBrings: [] },
  // A fork of date-fns: it carries the same symbol, and its adapter names it.
  { name: 'date-fns-jalali', signature: /["']date-fns-jalali["']/, alsoBrings: ['date-fns'] },
  { name: 'luxon', signature: /Invalid DateTime/, alsoBrings: [] },
  { name: 'moment', signature: /moment construction falls back to js Date/, alsoBrings: [] },
  { name: 'moment-hijri', signature: /iYYYY/, alsoBrings: ['moment'] },
  { name: 'moment-jalaali', signature: /jYYYY/, alsoBrings: ['moment'] },
];

const ADAPTER_LIBRARY: Record<string, string> = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV2: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDateFnsJalaliV2: 'date-fns-jalali',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

/** The date libraries a set of demo imports brings in (directly, or through an adapter). */
export function librariesOf(imports: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const spec of imports) {
    const adapter = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(spec)?.[1];
    const direct = DATE_LIBRARIES.find((l) => spec === l.name || spec.startsWith(`${l.name}/`))?.name;
    const name = (adapter && ADAPTER_LIBRARY[adapter]) ?? direct;
    if (!name) continue;
    names.add(name);
    for (const other of DATE_LIBRARIES.find((l) => l.name === name)!.alsoBrings) names.add(other);
  }
  return names;
}

/** Starts recording the JavaScript a page loads; `found()` names the date libraries in it. */
export function recordDateLibraries(page: Page) {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? ''))
      bodies.push(response.text().catch(() => ''));
  };
  page.on('response', onResponse);
  return {
    async found(): Promise<Set<string>> {
      page.off('response', onResponse);
      const texts = await Promise.all(bodies);
      return new Set(DATE_LIBRARIES.filter((l) => texts.some((t) => l.signature.test(t))).map((l) => l.name));
    },
  };
}

/** Failures: a library loaded that no demo of the page uses, or one a demo uses that never loaded. */
export function judgeDateLibraries(url: string, expected: Set<string>, found: Set<string>): string[] {
  const failures: string[] = [];
  for (const name of found)
    if (!expected.has(name))
      failures.push(
        `${url}: loads ${name}, which none of its demos imports (its bytes belong to its own demos only)`,
      );
  for (const name of expected)
    if (!found.has(name))
      failures.push(
        `${url}: a demo imports ${name}, but its code was not seen in the page's JavaScript (the signature in checks/date-libraries.ts is out of date?)`,
      );
  return failures;
}
