/**
 * Writes the API generator's reviewed fixtures (src/api/build/fixtures/*.json) from the current
 * generated output. Run after a deliberate package upgrade, then review the diff line by line:
 * the fixtures are what the unit tests hold the generator to.
 *   command: npx tsx scripts/write-api-fixtures.ts (after npm run prebuild)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FIXTURES, fixtureOf } from '../src/api/build/fixtures';
import type { ApiPageData } from '../src/api/types';

for (const spec of FIXTURES) {
  const page = JSON.parse(
    readFileSync(`generated/api/pages/${spec.product}/${spec.slug}.json`, 'utf8'),
  ) as ApiPageData;
  writeFileSync(
    `src/api/build/fixtures/${spec.slug}.json`,
    `${JSON.stringify(fixtureOf(page, spec), null, 2)}\n`,
  );
}
