import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoCode } from './types';

/**
 * A demo's full code (both variants, highlighted), from `generated/demo-code/<id>.json`.
 * Read from disk when a static route is prerendered, never bundled: the files of ~900 demos
 * weigh tens of megabytes. Null for an unknown id.
 */
export async function readDemoCode(id: string): Promise<DemoCode | null> {
  if (!/^[\w-]+(\/[\w-]+)*$/.test(id)) return null;
  // The hint keeps the file tracer from bundling the whole project into the route.
  const file = join(/* turbopackIgnore: true */ process.cwd(), 'generated/demo-code', `${id}.json`);
  return readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as DemoCode,
    () => null,
  );
}
