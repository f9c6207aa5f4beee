import { describe, expect, it } from 'vitest';
import { feedbackReport, reportCsv, reportTable } from './report';

const rows = [
  {
    id: 3,
    createdAt: '2026-11-22T10:03:00.000Z',
    pathname: '/x/b/',
    helpful: 'no' as const,
    comment: '=HYPERLINK("x")',
  },
  {
    id: 2,
    createdAt: '2026-11-22T10:02:00.000Z',
    pathname: '/x/a/',
    helpful: 'yes' as const,
    comment: 'Clear, "thanks"',
  },
  { id: 1, createdAt: '2026-11-22T10:01:00.000Z', pathname: '/x/a/', helpful: 'no' as const },
];

describe('feedback report', () => {
  it('counts yes and no per page and lists comments newest first', () => {
    const report = feedbackReport(rows);
    expect(report.pages).toEqual([
      { pathname: '/x/a/', yes: 1, no: 1, ratio: 0.5 },
      { pathname: '/x/b/', yes: 0, no: 1, ratio: 0 },
    ]);
    expect(report.comments.map((c) => c.pathname)).toEqual(['/x/b/', '/x/a/']);
    expect(reportTable(report)).toContain('/x/a/    1    1      50%');
  });

  it('writes CSV that a spreadsheet reads as text', () => {
    const csv = reportCsv(feedbackReport(rows)).split('\n');
    expect(csv[0]).toBe('kind,page,yes,no,helpful_ratio,created_at,answer,comment');
    expect(csv).toContain('comment,/x/b/,,,,2026-11-22T10:03:00.000Z,no,"\'=HYPERLINK(""x"")"');
    expect(csv).toContain('comment,/x/a/,,,,2026-11-22T10:02:00.000Z,yes,"Clear, ""thanks"""');
  });

  it('says when there is nothing yet', () => {
    expect(reportTable(feedbackReport([]))).toBe('No feedback yet.');
  });
});

describe('readers text in the report', () => {
  const hostile = {
    id: 9,
    createdAt: '2026-11-25T08:00:00.000Z',
    pathname: '/x/a/',
    helpful: 'no' as const,
    comment: 'a\u001b[2Jb\u009b31mc\u0085d\u202eexe.txt\u2066e\u2069\nline two',
  };

  it('prints no control or bidirectional character to the terminal', () => {
    const table = reportTable(feedbackReport([hostile]));
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(table).toContain('a [2Jb 31mc d exe.txt e line two');
  });

  it('keeps line breaks in CSV cells but nothing else unprintable', () => {
    const csv = reportCsv(feedbackReport([hostile]));
    expect(csv).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(csv).toContain('e \nline two');
  });
});
