/**
 * `npm run typecheck`, second half: the demos written for date-fns, Luxon, Moment and the
 * calendar systems, which `tsc` leaves out of the site's program (src/demo/build/adapter-demos.ts),
 * type-checked one program per set of adapters. Exits 1 naming each error's file and line.
 */
import { findAdapterDemos, typecheckAdapterDemos } from '../src/demo/build/typecheck-adapter-demos';

const root = process.cwd();
const files = findAdapterDemos(root);
const errors = typecheckAdapterDemos(root, files);
for (const error of errors) console.error(error);
if (errors.length > 0) {
  console.error(`\n${errors.length} type error(s) in demos for other date libraries.`);
  process.exit(1);
}
console.log(`Demos for other date libraries: ${files.length} type-checked, no errors.`);
