import { variantsOf, type ErrorCodeTable, type ErrorVariant } from './codes';

/** A piece of a decoded message: text from the template, or an argument from the address. */
export type MessagePart =
  | { kind: 'text'; text: string }
  /** `value` is null when the address gave fewer arguments than the message has places. */
  | { kind: 'arg'; index: number; value: string | null };

/**
 * Splits a template at its `%s` places and fills them with `args` in order. The result is data,
 * never markup: the arguments come from whoever wrote the link, so they are shown as text.
 */
export function formatMessage(template: string, args: readonly string[]): MessagePart[] {
  const pieces = template.split('%s');
  const parts: MessagePart[] = [];
  pieces.forEach((text, index) => {
    if (index > 0) parts.push({ kind: 'arg', index: index - 1, value: args[index - 1] ?? null });
    if (text) parts.push({ kind: 'text', text });
  });
  return parts;
}

/** The message as plain text, a missing argument shown as `%s`. */
export function messageText(parts: readonly MessagePart[]): string {
  return parts.map((p) => (p.kind === 'text' ? p.text : (p.value ?? '%s'))).join('');
}

/** What the address asks for: `?code=N&args[]=a&args[]=b`, the form MUI's minified errors link to. */
export type ErrorQuery =
  | { kind: 'none' }
  | { kind: 'malformed'; raw: string }
  | { kind: 'code'; code: number; args: string[] };

/** Longer than any code MUI has used; a longer number is a broken link, not a code. */
const CODE = /^\d{1,6}$/;

export function parseErrorQuery(search: string | URLSearchParams): ErrorQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('code');
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const trimmed = raw.trim();
  if (!CODE.test(trimmed)) return { kind: 'malformed', raw };
  return { kind: 'code', code: Number(trimmed), args: params.getAll('args[]') };
}

export type DecodedError =
  | { kind: 'none' }
  | { kind: 'malformed'; raw: string }
  | { kind: 'unknown'; code: number; args: string[] }
  | {
      kind: 'known';
      code: number;
      args: string[];
      /** One per distinct message; two when packages use the code for different errors. */
      variants: (ErrorVariant & { parts: MessagePart[]; extraArgs: string[] })[];
    };

/** Looks the code up and fills every message it may stand for. */
export function decodeError(query: ErrorQuery, table: Pick<ErrorCodeTable, 'codes'>): DecodedError {
  if (query.kind !== 'code') return query;
  const sources = Object.hasOwn(table.codes, String(query.code))
    ? table.codes[String(query.code)]
    : undefined;
  if (!sources?.length) return { kind: 'unknown', code: query.code, args: query.args };
  return {
    kind: 'known',
    code: query.code,
    args: query.args,
    variants: variantsOf(sources).map((variant) => {
      const places = variant.message.split('%s').length - 1;
      return {
        ...variant,
        parts: formatMessage(variant.message, query.args),
        extraArgs: query.args.slice(places),
      };
    }),
  };
}
