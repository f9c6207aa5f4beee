import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Where `npm run bench` writes the snapshot; tracked in git so the page shows the last committed numbers. */
export const SNAPSHOT_PATH = 'bench/size-snapshot.json';

const bytes = z.number().int().nonnegative();

/** One page's whole visit, as scripts/visit/ measures it (the same figures for the site and the naive page). */
const visitFigures = z.object({
  /** Every script fetched over the visit (gzip), and how many files. */
  jsGzipBytes: bytes,
  /** The same scripts as the server sent them to a browser (brotli or gzip); absent before 2026-11-28. */
  jsSentBytes: bytes.optional(),
  jsFiles: bytes,
  /** Σ(long task − 50 ms) until the last demo has mounted, and the longest task. */
  blockingMs: bytes,
  longestTaskMs: bytes,
  lcpMs: bytes.nullable(),
  /** Lighthouse mobile performance score, median of 3; null when the run skipped Lighthouse. */
  lighthouseMobile: z.number().int().min(0).max(100).nullable(),
  /** Lighthouse's simulated mobile LCP (slow 4G, CPU 4x), median of 3; absent before 2026-11-27. */
  lighthouseLcpMs: bytes.nullable().optional(),
});

export const wholeVisitSchema = z.object({
  commit: z.string().regex(/^[0-9a-f]{7,40}$/),
  date: z.iso.datetime(),
  measuredWith: z.string().min(1),
  pages: z.array(
    z.object({
      route: z.string().startsWith('/'),
      title: z.string().min(1),
      site: visitFigures,
      /** The same page built the naive way (bench/naive/), measured in the same run. */
      naive: visitFigures,
    }),
  ),
  /** Click to new title through the navigation, desktop, no throttling. */
  pageChange: z.object({
    clicks: bytes,
    site: z.object({ medianMs: bytes, p90Ms: bytes }),
    naive: z.object({ medianMs: bytes, p90Ms: bytes }),
  }),
});

export type WholeVisit = z.infer<typeof wholeVisitSchema>;

/** What live editing costs (scripts/editing-bench.ts, docs/live-editor.md); absent before 2026-11-28. */
export const editingSchema = z.object({
  commit: z.string().regex(/^[0-9a-f]{7,40}$/),
  date: z.iso.datetime(),
  measuredWith: z.string().min(1),
  /** The guide page and its demo that were edited (desktop, Chromium, cold cache each run). */
  page: z.string().startsWith('/'),
  demo: z.string().min(1),
  runs: bytes,
  /** Bytes transferred from pressing Edit until the first diagnostic shows, and how many files. */
  firstEditBytes: bytes,
  firstEditFiles: bytes,
  /** Of those, the type-check worker with the TypeScript compiler. */
  workerBytes: bytes,
  /** First keystroke to the first diagnostic listed (medians; the debounce included). */
  firstDiagnosticMs: bytes,
  /** A keystroke to the next answer once everything is loaded. */
  recheckMs: bytes,
});

export type Editing = z.infer<typeof editingSchema>;

export const sizeSnapshotSchema = z.object({
  _generatedBy: z.string(),
  /** Short hash of the commit that was built and measured. */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/),
  date: z.iso.datetime(),
  /** How the numbers were taken: the production server of a fresh build, normally. */
  measuredWith: z.string().min(1),
  pageTypes: z.array(
    z.object({
      type: z.string().min(1),
      route: z.string().startsWith('/'),
      /** Gzipped JavaScript the page's HTML loads, and how many files. */
      jsGzipBytes: bytes,
      jsFiles: bytes,
      htmlBytes: bytes,
      htmlGzipBytes: bytes,
    }),
  ),
  /** The JavaScript of the isolated demo frame before any demo code: what its HTML itself loads. */
  demoFrame: z.object({ baselineGzipBytes: bytes, baselineFiles: bytes }),
  demos: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      /** The guide page that shows the demo, with its trailing slash. */
      page: z.string().startsWith('/'),
      /** All gzipped JavaScript a browser downloads to show the demo alone at /demo-frame/<id>/. */
      jsGzipBytes: bytes,
      jsFiles: bytes,
      /** Beyond the frame's baseline: the code of its page's demos (they load together) and their packages. */
      demoGzipBytes: bytes,
    }),
  ),
  /** Whole-visit figures against the naive baseline (issue 22); absent from older snapshots. */
  wholeVisit: wholeVisitSchema.optional(),
  /** The live editor's first-edit cost (issue 23); absent from older snapshots. */
  editing: editingSchema.optional(),
});

export type SizeSnapshot = z.infer<typeof sizeSnapshotSchema>;

/** Validates a snapshot, naming the file and the first problems when it is malformed. */
export function parseSizeSnapshot(data: unknown, path = SNAPSHOT_PATH): SizeSnapshot {
  const parsed = sizeSnapshotSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `${path} is malformed (refresh it with \`npm run bench\`):\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** Reads the snapshot at build time; a missing or unreadable file fails the build, naming the path. */
export function readSizeSnapshot(root = process.cwd()): SizeSnapshot {
  let text: string;
  try {
    text = readFileSync(join(root, SNAPSHOT_PATH), 'utf8');
  } catch (error) {
    throw new Error(
      `${SNAPSHOT_PATH} could not be read (create it with \`npm run bench\`): ${(error as Error).message}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${SNAPSHOT_PATH} is not valid JSON: ${(error as Error).message}`);
  }
  return parseSizeSnapshot(data);
}

/** Kilobytes of 1,024 bytes with one decimal, the unit `npm run bench` prints. */
export function formatKb(value: number): string {
  return `${(value / 1024).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
}

/** Demos largest first; ties by id so the order is stable between builds. */
export function demosBySize(snapshot: SizeSnapshot): SizeSnapshot['demos'] {
  return [...snapshot.demos].sort((a, b) => b.jsGzipBytes - a.jsGzipBytes || a.id.localeCompare(b.id));
}
