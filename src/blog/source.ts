import { z } from 'zod';
import { extractHeadings, type Heading } from '../content/headings';
import { splitFrontMatter } from '../content/source';
import { AUTHORS, TAGS, type AuthorId, type TagId } from './meta';

const ids = <T extends string>(record: Record<T, unknown>) => Object.keys(record) as [T, ...T[]];

/** What every post declares; unknown keys are rejected to catch typos. */
export const postFrontMatterSchema = z
  .object({
    title: z.string().min(1).max(90),
    description: z.string().min(1).max(200),
    /** Publication day, `YYYY-MM-DD` (a real calendar date). */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')
      .refine((d) => {
        const day = new Date(`${d}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
      }, 'not a calendar date'),
    authors: z.array(z.enum(ids(AUTHORS))).min(1),
    tags: z.array(z.enum(ids(TAGS))).min(1),
    /** Optional cover image: a path under public/, e.g. `/blog/covers/v8.svg`. */
    cover: z
      .string()
      .regex(/^\/[\w./-]+\.(svg|png|jpg|webp)$/)
      .optional(),
  })
  .strict();

export interface PostFrontMatter {
  title: string;
  description: string;
  date: string;
  authors: AuthorId[];
  tags: TagId[];
  cover?: string;
}

export interface PostSource {
  slug: string;
  /** Repository-relative file: `blog/<slug>/post.mdx`. */
  file: string;
  frontMatter: PostFrontMatter;
  headings: Heading[];
  /** Estimated minutes to read, at least 1. */
  readingMinutes: number;
}

/** Prose words at 230 a minute, code lines at 10 a minute (code is read, not skimmed). */
export function readingMinutes(body: string): number {
  let words = 0;
  let codeLines = 0;
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      if (line.trim()) codeLines += 1;
    } else if (!/^(import|export) /.test(line)) {
      // JSX tags (demos, callouts) are not read as words.
      words += line
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((w) => /\w/.test(w)).length;
    }
  }
  return Math.max(1, Math.round(words / 230 + codeLines / 10));
}

/** Reads one post's source; every error names the file. */
export function readPostSource(file: string, source: string): PostSource {
  const slug = /^blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/post\.mdx$/.exec(file)?.[1];
  if (!slug) throw new Error(`Not a blog post: ${file} (expected blog/<kebab-case-slug>/post.mdx)`);
  const { data, body } = splitFrontMatter(file, source);
  const result = postFrontMatterSchema.safeParse(data);
  if (!result.success) throw new Error(`Invalid front matter in ${file}:\n${z.prettifyError(result.error)}`);
  return {
    slug,
    file,
    frontMatter: result.data,
    headings: extractHeadings(body, file),
    readingMinutes: readingMinutes(body),
  };
}

/** Newest first; the same day sorts by title so the order never depends on the file system. */
export function sortPosts<T extends { frontMatter: { date: string; title: string } }>(posts: T[]): T[] {
  return [...posts].sort(
    (a, b) =>
      b.frontMatter.date.localeCompare(a.frontMatter.date) ||
      a.frontMatter.title.localeCompare(b.frontMatter.title),
  );
}
