import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeEditing, writeWholeVisit } from './build/write-snapshot';
import { demosBySize, formatKb, parseSizeSnapshot, readSizeSnapshot, type SizeSnapshot } from './snapshot';

const demo = (id: string, jsGzipBytes: number) => ({
  id,
  name: id.split('/').at(-1)!,
  page: '/x/react-data-grid/sorting/',
  jsGzipBytes,
  jsFiles: 20,
  demoGzipBytes: jsGzipBytes - 1000,
});
const valid: SizeSnapshot = {
  _generatedBy: 'scripts/bench.ts',
  commit: '48d53b5',
  date: '2026-11-22T22:11:33.351Z',
  measuredWith: 'a fresh production build',
  pageTypes: [
    {
      type: 'API page',
      route: '/x/api/data-grid/data-grid/',
      jsGzipBytes: 150916,
      jsFiles: 10,
      htmlBytes: 606273,
      htmlGzipBytes: 50506,
    },
  ],
  demoFrame: { baselineGzipBytes: 1000, baselineFiles: 12 },
  demos: [demo('a/Small', 2000), demo('a/Large', 9000), demo('a/Tie', 2000)],
};

describe('size snapshot', () => {
  const roots: string[] = [];
  const rootWith = (text: string | null) => {
    const root = mkdtempSync(join(tmpdir(), 'size-snapshot-'));
    roots.push(root);
    if (text !== null) {
      mkdirSync(join(root, 'bench'));
      writeFileSync(join(root, 'bench/size-snapshot.json'), text);
    }
    return root;
  };
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('reads a valid file', () => {
    expect(readSizeSnapshot(rootWith(JSON.stringify(valid)))).toEqual(valid);
  });

  it('fails with the path named when the file is missing, not JSON, or the wrong shape', () => {
    expect(() => readSizeSnapshot(rootWith(null))).toThrow(/^bench\/size-snapshot\.json could not be read/);
    expect(() => readSizeSnapshot(rootWith('{"commit": '))).toThrow(
      /^bench\/size-snapshot\.json is not valid JSON/,
    );
    expect(() => readSizeSnapshot(rootWith('{}'))).toThrow(/^bench\/size-snapshot\.json is malformed/);
    const negative = { ...valid, demos: [{ ...demo('a/B', 1), jsGzipBytes: -1 }] };
    expect(() => parseSizeSnapshot(negative)).toThrow(/demos\[0\]\.jsGzipBytes|demos.0.jsGzipBytes/);
    expect(() => parseSizeSnapshot({ ...valid, date: 'yesterday' })).toThrow(/date/);
    expect(() => parseSizeSnapshot({ ...valid, commit: 'HEAD' })).toThrow(/commit/);
  });

  it('accepts the committed snapshot, which the build reads', () => {
    expect(readSizeSnapshot().demos.length).toBeGreaterThan(0);
  });

  const figures = {
    jsGzipBytes: 500_000,
    jsFiles: 40,
    blockingMs: 1500,
    longestTaskMs: 400,
    lcpMs: 900,
    lighthouseMobile: 71,
  };
  const wholeVisit = {
    commit: '96ba9c7',
    date: '2026-11-27T18:30:00.000Z',
    measuredWith: 'an existing production build',
    pages: [
      {
        route: '/x/react-data-grid/sorting/',
        title: 'Sorting',
        site: figures,
        naive: { ...figures, lcpMs: null, lighthouseMobile: null },
      },
    ],
    pageChange: { clicks: 10, site: { medianMs: 90, p90Ms: 200 }, naive: { medianMs: 300, p90Ms: 600 } },
  };

  it('accepts snapshots with and without the whole-visit figures', () => {
    expect(parseSizeSnapshot(valid).wholeVisit).toBeUndefined();
    expect(parseSizeSnapshot({ ...valid, wholeVisit }).wholeVisit).toEqual(wholeVisit);
    expect(() =>
      parseSizeSnapshot({ ...valid, wholeVisit: { ...wholeVisit, pages: [{ route: 'x' }] } }),
    ).toThrow(/wholeVisit/);
    const score = {
      ...wholeVisit,
      pages: [{ ...wholeVisit.pages[0]!, site: { ...figures, lighthouseMobile: 101 } }],
    };
    expect(() => parseSizeSnapshot({ ...valid, wholeVisit: score })).toThrow(/lighthouseMobile/);
  });

  it('replaces only the whole-visit figures of a snapshot (--visit-only)', () => {
    const root = rootWith(JSON.stringify(valid));
    writeWholeVisit(root, wholeVisit);
    expect(readSizeSnapshot(root)).toEqual({ ...valid, wholeVisit });
  });

  it('parses snapshots without live-editing figures, and replaces only those (--editing-only)', () => {
    expect(parseSizeSnapshot(valid).editing).toBeUndefined();
    const editing = {
      commit: 'abc1234',
      date: '2026-11-28T01:00:00.000Z',
      measuredWith: 'an existing production build',
      page: '/x/react-data-grid/sorting/',
      demo: 'react-data-grid/sorting/BasicSorting',
      runs: 3,
      firstEditBytes: 1_900_000,
      firstEditFiles: 24,
      workerBytes: 1_000_000,
      firstDiagnosticMs: 2400,
      recheckMs: 450,
    };
    const root = rootWith(JSON.stringify(valid));
    writeEditing(root, editing);
    expect(readSizeSnapshot(root)).toEqual({ ...valid, editing });
    expect(() => parseSizeSnapshot({ ...valid, editing: { ...editing, recheckMs: -1 } })).toThrow(
      /recheckMs/,
    );
  });

  it('sorts demos largest first, ties by id', () => {
    expect(demosBySize(valid).map((d) => d.id)).toEqual(['a/Large', 'a/Small', 'a/Tie']);
  });

  it('prints KB of 1,024 bytes with one decimal', () => {
    expect(formatKb(0)).toBe('0.0 KB');
    expect(formatKb(1024)).toBe('1.0 KB');
    expect(formatKb(181453)).toBe('177.2 KB');
    expect(formatKb(2_000_000)).toBe('1,953.1 KB');
  });
});
