/**
 * The shapes the endpoints accept. Unknown fields are errors (`strict`), so a typo in a client
 * is caught, not silently dropped; every string has a length limit (in code points, as the
 * browser trims: src/analytics/limits.ts).
 */
import { z } from 'zod';
import { EVENT_TEXT_LIMITS as MAX, IDEMPOTENCY_KEY, LIMITS } from '../../analytics/limits';

export { LIMITS };

/**
 * Characters no reader means to send, refused rather than stored: C0 and C1 controls other
 * than tab and newline (U+009B is a terminal's escape on its own) and the bidirectional
 * embedding, override and isolate controls, which can reorder what a maintainer reads.
 */
export const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A surrogate without its other half: not Unicode text; PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const text = (max: number) =>
  z
    .string()
    .refine((s) => !LONE_SURROGATE.test(s), 'must be well-formed Unicode (a lone surrogate was sent)')
    .refine((s) => !FORBIDDEN_CHARACTERS.test(s), 'must not contain control or bidirectional characters')
    .refine((s) => s.length <= max || Array.from(s).length <= max, `must be at most ${max} characters`);

const key = z.string().regex(IDEMPOTENCY_KEY, 'must be 16 to 64 letters, digits, - or _');

export function schemas(isSitePath: (pathname: string) => boolean) {
  const pathname = z.string().max(300).refine(isSitePath, 'is not a page of this site');
  const feedback = z
    .object({
      key: key.optional(),
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
        title: text(MAX.title),
        productId: text(MAX.productId),
        productCategoryId: text(MAX.productCategoryId),
      })
      .strict(),
    z
      .object({
        ...base,
        name: z.literal('click'),
        category: text(MAX.category),
        action: text(MAX.action),
        label: text(MAX.label).optional(),
      })
      .strict(),
    z
      .object({
        ...base,
        name: z.enum(['ad_display', 'ad_click']),
        adKind: z.enum(['network', 'inhouse', 'adblock-message']),
        label: text(MAX.label).optional(),
      })
      .strict(),
    z.object({ ...base, name: z.literal('ad_crash'), message: text(MAX.message) }).strict(),
    z
      .object({
        ...base,
        name: z.literal('web_vitals'),
        metric: z.enum(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']),
        value: z.number().finite().min(0).max(1e7),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
        id: text(MAX.id),
      })
      .strict(),
    z.object({ ...base, name: z.literal('search_no_results'), query: text(MAX.query) }).strict(),
  ]);
  /**
   * The envelope of a batch; its events are checked one by one (`event`), so one bad event is
   * reported without losing the others.
   */
  const events = z
    .object({ key: key.optional(), events: z.array(z.unknown()).min(1).max(LIMITS.eventsPerBatch) })
    .strict();
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
