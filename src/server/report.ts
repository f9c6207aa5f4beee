/** The maintainers' view of the feedback (scripts/feedback-report.ts). */
import type { StoredFeedback } from './store/types';

export interface PageHelpfulness {
  pathname: string;
  yes: number;
  no: number;
  /** Share of "yes" answers, 0 to 1. */
  ratio: number;
}

export interface FeedbackReport {
  pages: PageHelpfulness[];
  comments: { createdAt: string; pathname: string; helpful: string; comment: string }[];
}

/** `feedback` newest first, as the store lists it. Pages with the most answers come first. */
export function feedbackReport(feedback: readonly StoredFeedback[]): FeedbackReport {
  const pages = new Map<string, PageHelpfulness>();
  for (const f of feedback) {
    const page = pages.get(f.pathname) ?? { pathname: f.pathname, yes: 0, no: 0, ratio: 0 };
    page[f.helpful] += 1;
    page.ratio = page.yes / (page.yes + page.no);
    pages.set(f.pathname, page);
  }
  return {
    pages: [...pages.values()].sort(
      (a, b) => b.yes + b.no - (a.yes + a.no) || a.pathname.localeCompare(b.pathname),
    ),
    comments: feedback
      .filter((f) => f.comment)
      .map((f) => ({
        createdAt: f.createdAt,
        pathname: f.pathname,
        helpful: f.helpful,
        comment: f.comment!,
      })),
  };
}

/**
 * Readers' text as a terminal or a spreadsheet may show it: every control character (C0, DEL,
 * C1: U+009B alone starts a terminal escape), the direction marks and every bidirectional embedding, override or
 * isolate control (they reorder what is read) becomes a space. The endpoints refuse them on
 * input; rows stored before that rule existed may still hold some.
 */
export const printable = (text: string, keepLines = false) =>
  text.replace(keepLines ? UNPRINTABLE_BUT_LINES : UNPRINTABLE, ' ');
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const UNPRINTABLE_BUT_LINES =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

export function reportTable(report: FeedbackReport): string {
  if (!report.pages.length) return 'No feedback yet.';
  const width = Math.max(4, ...report.pages.map((p) => p.pathname.length));
  const lines = [
    `${'page'.padEnd(width)}  yes   no  helpful`,
    ...report.pages.map(
      (p) =>
        `${p.pathname.padEnd(width)}  ${String(p.yes).padStart(3)}  ${String(p.no).padStart(3)}  ${percent(p.ratio).padStart(7)}`,
    ),
  ];
  if (report.comments.length) {
    lines.push('', 'Comments, newest first:');
    for (const c of report.comments) {
      // Comments are readers' text: printed on one line each, control characters removed.
      lines.push(
        `${c.createdAt}  ${c.helpful.padEnd(3)}  ${printable(c.pathname)}  ${printable(c.comment).replace(/\s+/g, ' ').trim()}`,
      );
    }
  }
  return lines.join('\n');
}

const csvField = (value: string | number) => {
  // A cell keeps its line breaks (quoted below); nothing else unprintable.
  const text = printable(String(value), true);
  // A leading =, +, - or @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV with a row per page, then a row per comment (kind column tells them apart). */
export function reportCsv(report: FeedbackReport): string {
  const rows: (string | number)[][] = [
    ['kind', 'page', 'yes', 'no', 'helpful_ratio', 'created_at', 'answer', 'comment'],
  ];
  for (const p of report.pages) rows.push(['page', p.pathname, p.yes, p.no, p.ratio.toFixed(3), '', '', '']);
  for (const c of report.comments)
    rows.push(['comment', c.pathname, '', '', '', c.createdAt, c.helpful, c.comment]);
  return rows.map((r) => r.map(csvField).join(',')).join('\n');
}
