import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  parseSizeSnapshot,
  readSizeSnapshot,
  SNAPSHOT_PATH,
  type Editing,
  type SizeSnapshot,
  type WholeVisit,
} from '../snapshot';
import { commonBaseline, type DemoMeasurement } from './measure-demos';

/** What scripts/page-weight.ts measures for one page type (null when the route was not built). */
export interface PageTypeWeight {
  route: string;
  html: { bytes: number; gzipBytes: number };
  js: { files: number; gzipBytes: number };
}

/**
 * Writes `bench/size-snapshot.json`, validated with the schema the /size-snapshot/ page reads it
 * with, so a bench run cannot commit a file that breaks the build.
 */
export function writeSizeSnapshot(
  root: string,
  input: {
    commit: string;
    date: string;
    measuredWith: string;
    pageTypes: Record<string, PageTypeWeight | null>;
    demos: readonly DemoMeasurement[];
    wholeVisit?: WholeVisit;
    editing?: Editing;
  },
): SizeSnapshot {
  const snapshot = parseSizeSnapshot({
    _generatedBy: 'scripts/bench.ts (npm run bench). Do not edit; commit it after a bench run.',
    commit: input.commit,
    date: input.date,
    measuredWith: input.measuredWith,
    pageTypes: Object.entries(input.pageTypes).flatMap(([type, page]) =>
      page
        ? [
            {
              type,
              route: page.route,
              jsGzipBytes: page.js.gzipBytes,
              jsFiles: page.js.files,
              htmlBytes: page.html.bytes,
              htmlGzipBytes: page.html.gzipBytes,
            },
          ]
        : [],
    ),
    demoFrame: commonBaseline(input.demos),
    demos: input.demos.map(({ id, name, page, jsGzipBytes, jsFiles, demoGzipBytes }) => ({
      id,
      name,
      page,
      jsGzipBytes,
      jsFiles,
      demoGzipBytes,
    })),
    wholeVisit: input.wholeVisit,
    editing: input.editing,
  });
  write(root, snapshot);
  return snapshot;
}

/** Replaces only the whole-visit figures of the committed snapshot (`npm run bench -- --visit-only`). */
export function writeWholeVisit(root: string, wholeVisit: WholeVisit): SizeSnapshot {
  const snapshot = parseSizeSnapshot({ ...readSizeSnapshot(root), wholeVisit });
  write(root, snapshot);
  return snapshot;
}

/** Replaces only the live-editing figures of the committed snapshot (`npm run bench -- --editing-only`). */
export function writeEditing(root: string, editing: Editing): SizeSnapshot {
  const snapshot = parseSizeSnapshot({ ...readSizeSnapshot(root), editing });
  write(root, snapshot);
  return snapshot;
}

function write(root: string, snapshot: SizeSnapshot) {
  const file = join(root, SNAPSHOT_PATH);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`);
}
