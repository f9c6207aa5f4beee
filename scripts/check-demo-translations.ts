/**
 * Translates every Day.js Pickers demo to date-fns, Luxon and Moment (src/demo/setup/translate/)
 * and type-checks the translations, one program per library. Prints, per library, how many
 * demos translate and why the others do not (grouped, counted); exits 1 naming file and line
 * of any type error in a translation. `--list` also names the demos behind each reason.
 */
import { relative } from 'node:path';
import { checkLibrary, dayjsDemos } from '../src/demo/setup/translate/check';
import { TARGET_LIBRARIES } from '../src/demo/setup/translate/index';

const PICKERS = 'content/react-date-pickers/';

async function main(): Promise<void> {
  const root = process.cwd();
  const list = process.argv.includes('--list');
  const started = performance.now();
  const demos = dayjsDemos(root);
  let failed = 0;
  for (const library of TARGET_LIBRARIES) {
    const report = await checkLibrary(root, demos, library);
    const unsupported = report.demos - report.translated.length;
    console.log(
      `\n${library}: ${report.translated.length} of ${report.demos} demos translate, ${unsupported} unsupported`,
    );
    // The Pickers pages' own demos, apart from the Day.js demos of other pages (grid, migration, blog).
    const inPickers = (file: string) => file.startsWith(PICKERS);
    const pickers = [...demos.keys()].filter((path) => inPickers(relative(root, path))).length;
    console.log(`  Pickers pages: ${report.translated.filter(inPickers).length} of ${pickers}`);
    for (const [reason, files] of [...report.reasons].sort((a, b) => b[1].length - a[1].length)) {
      console.log(`  ${String(files.length).padStart(3)}  ${reason}`);
      if (list) for (const file of files) console.log(`         ${file}`);
    }
    for (const error of report.errors) console.error(error);
    failed += report.errors.length;
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failed > 0) {
    console.error(`\n${failed} error(s) in translated demos.`);
    process.exit(1);
  }
}

void main();
