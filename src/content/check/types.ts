/** What the content checks take and give (see run.ts). */

export interface CheckDocument {
  /** Repository-relative: `content/<path>/page.mdx` or `blog/<slug>/post.mdx`. */
  file: string;
  source: string;
  /** The page's demos (`<dir>/demos/*.tsx`), whose names prose may mention. */
  demos: readonly { fileName: string; text: string }[];
}

export interface CheckFailure {
  file: string;
  line: number;
  message: string;
  /** Where in a code block, and the offending line. */
  detail?: string;
}

export interface CheckCounts {
  /** Code blocks compiled. */
  blocks: number;
  /** Code blocks marked `fragment`. */
  optedOut: number;
  /** Prose identifier claims judged. */
  identifiers: number;
  /** Prose import paths resolved. */
  importPaths: number;
  /** Prose import paths of packages not installed here. */
  skippedPaths: number;
  /** Codemod names in commands and prose (codemods.ts). */
  codemods: number;
}

export interface CheckResult {
  failures: CheckFailure[];
  counts: CheckCounts;
}
