/**
 * The shapes the endpoints accept. Unknown fields are errors (`strict`), so a typo in a client
 * is caught, not silently dropped; every string has a length limit.
 */
import { z } from 'zod';

export const LIMITS = {
  feedbackBodyBytes: 8 * 1024,
  eventsBodyBytes: 32 * 1024,
  commentChars: 2000,
  eventsPerBatch: 50,
} as const;

/** Text without control characters other than tab and newline. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(s), 'must not contain control characters');

export function schemas(isSitePath: (pathname: string) => boolean) {
  const pathname = z.string().max(300).refine(isSitePath, 'is not a page of this site');
  const feedback = z
    .object({
      pathname,
      helpful: z.enum(['yes', 'no']),
      comment: text(LIMITS.commentChars).trim().optional(),
    })
    .strict();
  const base = { pathname };
  const event = z.discriminatedUnion('name', [
    z
      .object({
        ...base,
        name: z.literal('page_view'),
        title: text(300),
        productId: text(40),
        productCategoryId: text(40),
      })
      .strict(),
    z
      .object({
        ...base,
        name: z.literal('click'),
        category: text(100),
        action: text(100),
        label: text(300).optional(),
      })
      .strict(),
    z
      .object({
        ...base,
        name: z.enum(['ad_display', 'ad_click']),
        adKind: z.enum(['network', 'inhouse', 'adblock-message']),
        label: text(200).optional(),
      })
      .strict(),
    z.object({ ...base, name: z.literal('ad_crash'), message: text(300) }).strict(),
    z
      .object({
        ...base,
        name: z.literal('web_vitals'),
        metric: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
        value: z.number().finite().min(0).max(1e7),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
        id: text(100),
      })
      .strict(),
    z.object({ ...base, name: z.literal('search_no_results'), query: text(200) }).strict(),
  ]);
  const events = z.object({ events: z.array(event).min(1).max(LIMITS.eventsPerBatch) }).strict();
  return { feedback, event, events };
}

export type Schemas = ReturnType<typeof schemas>;
export type AnalyticsEventInput = z.infer<Schemas['event']>;
export type FeedbackBody = z.infer<Schemas['feedback']>;

/** The first problem of a failed parse, as one readable sentence naming the field. */
export function reason(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid body';
  const where = issue.path.length ? issue.path.join('.') : 'body';
  return `${where}: ${issue.message}`;
}
