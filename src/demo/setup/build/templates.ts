import { createHash } from 'node:crypto';
import { toJavaScript } from '../../build/to-js';
import type { DateLibrary } from '../setup';
import type { LibraryTemplates, SetupTemplates, VariantTemplates } from '../template';
import { translateDayjsDemo } from '../translate';
import { findInsertionPoints, setupKindOf } from './points';

function variants(ts: string, js: string, file: string): VariantTemplates {
  return { ts: findInsertionPoints(ts, file), js: findInsertionPoints(js, file.replace(/\.tsx$/, '.jsx')) };
}

/**
 * What the server needs to write a demo's code for any setup (`generated/demo-setup/<id>.json`):
 * for a Day.js Pickers demo, each library's code (Day.js the original, the others from the
 * translator) with its insertion points, in both languages; for a grid demo, the code with its
 * grids' tags. Null for a demo the setup does not touch. `js` is the original's JavaScript,
 * already made by the caller. The version (a hash of the result) names the build's templates
 * in the code's URL, so a response can be cached for good.
 */
export async function buildSetupTemplates(
  ts: string,
  js: string,
  file: string,
): Promise<SetupTemplates | null> {
  const kind = setupKindOf(ts, file);
  if (!kind) return null;
  let body:
    | { kind: 'grid'; grid: VariantTemplates }
    | { kind: 'pickers'; libraries: Record<DateLibrary, LibraryTemplates> };
  if (kind === 'grid') {
    body = { kind, grid: variants(ts, js, file) };
  } else {
    const libraries = { dayjs: variants(ts, js, file) } as Record<DateLibrary, LibraryTemplates>;
    for (const library of ['date-fns', 'luxon', 'moment'] as const) {
      const translation = translateDayjsDemo(ts, file, library);
      libraries[library] =
        'code' in translation
          ? variants(translation.code, await toJavaScript(translation.code, file), file)
          : { unsupported: translation.unsupported };
    }
    body = { kind, libraries };
  }
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 10);
  return { ...body, version } as SetupTemplates;
}

/**
 * Every module some library's code of a demo imports, for the live scope: a translation brings
 * the imports of its library (`date-fns/locale/he` for a demo that shows Hebrew), which the
 * original demo and the setup's own list (modules.ts) may not have.
 */
export function importsOfTemplates(templates: SetupTemplates): string[] {
  const all = templates.kind === 'grid' ? [templates.grid] : Object.values(templates.libraries);
  return all.flatMap((t) => ('ts' in t ? t.ts.imported : []));
}
