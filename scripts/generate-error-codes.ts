/**
 * Builds the table the /production-error/ page decodes minified MUI errors with.
 *   inputs:  the installed @mui/* packages in node_modules (their built JavaScript), nested copies included
 *   outputs: generated/error-codes.json (code to message template, package, version and file)
 *   command: npm run prebuild (last step), or alone: npx tsx scripts/generate-error-codes.ts
 * Prints any minified call it could not read; they are left out of the table, not guessed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseErrorCodeTable } from '../src/production-error/codes';
import { scanInstalledPackages } from '../src/production-error/build/scan';

const root = process.cwd();
const started = performance.now();
const { table, problems } = scanInstalledPackages(join(root, 'node_modules'));
// Validating what is written means the page can trust what it reads.
const output = parseErrorCodeTable({
  _generatedBy: 'scripts/generate-error-codes.ts (npm run prebuild). Do not edit.',
  ...table,
});
mkdirSync(join(root, 'generated'), { recursive: true });
writeFileSync(join(root, 'generated/error-codes.json'), `${JSON.stringify(output, null, 1)}\n`);

const throwing = output.packages.filter((p) => p.codes > 0);
console.log(
  `Error codes: ${Object.keys(output.codes).length} codes from ` +
    `${throwing.map((p) => `${p.name} ${p.version} (${p.codes})`).join(', ') || 'no package'}; ` +
    `${output.packages.length} packages read in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
for (const problem of problems) console.warn(`  not read: ${problem}`);
