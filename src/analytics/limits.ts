/**
 * What the endpoints accept, shared by the browser (which trims to it) and the server (which
 * validates against it), so that a long search query is trimmed, not rejected. Lengths count
 * code points, not UTF-16 units: cutting between the halves of a surrogate pair would leave a
 * lone surrogate, which PostgreSQL rejects.
 */
export const LIMITS = {
  feedbackBodyBytes: 8 * 1024,
  eventsBodyBytes: 32 * 1024,
  commentChars: 2000,
  eventsPerBatch: 50,
} as const;

/** Longest accepted value of each free-text field of an event, in code points. */
export const EVENT_TEXT_LIMITS = {
  title: 300,
  productId: 40,
  productCategoryId: 40,
  category: 100,
  action: 100,
  label: 300,
  message: 300,
  id: 100,
  query: 200,
} as const;

/** Idempotency keys: what `crypto.randomUUID()` makes fits, and so does any token of 16 to 64. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The first `max` code points of `text`. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/** 128 random bits as hex; `getRandomValues` works outside secure contexts, unlike `randomUUID`. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
