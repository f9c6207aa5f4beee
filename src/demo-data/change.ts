/**
 * PATCH /api/demo-data/<dataset>/<id>/: a save that a server checks, for the editing demos
 * (docs/demo-data-api.md). The server validates the changed fields against the data set's
 * types and rules and answers the row as it would be saved; **nothing is stored**, so every
 * reader and every reload sees the generated data. What a demo needs from a real save is there:
 * a round trip, rules only the server knows (a name another employee already has), field
 * errors to show, and failures on demand.
 */
import type { Dataset, Row } from './types';

/** A change the server refuses: 400 for a malformed request, 422 for values its rules reject. */
export class ChangeError extends Error {
  constructor(
    readonly status: 400 | 404 | 415 | 422,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MAX_BODY_BYTES = 4096;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A calendar day written `YYYY-MM-DD` that exists (no 2025-02-30). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The row with its id, or a 404 naming the id. */
export function findRow(dataset: Dataset, rawId: string): Row {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  const row = dataset.rows().find((r) => r.id === id);
  if (!row) throw new ChangeError(404, `no row with id "${rawId.slice(0, 40)}"`);
  return row;
}

/**
 * The row after `body`'s changes, or a ChangeError. Types are checked first (a wrong type is a
 * malformed request, 400); then the data set's options and rules, all at once, so a form can
 * show every field's error (422 with `fieldErrors`).
 */
export function applyChange(dataset: Dataset, row: Row, body: unknown): Row {
  if (!isObject(body)) throw new ChangeError(400, 'body: must be a JSON object of the fields to change');
  const changes: Row = {};
  for (const [name, value] of Object.entries(body)) {
    const def = Object.hasOwn(dataset.fields, name) ? dataset.fields[name] : undefined;
    if (!def)
      throw new ChangeError(
        400,
        `${name.slice(0, 40)}: unknown field (fields: ${Object.keys(dataset.fields).join(', ')})`,
      );
    if (name === 'id') {
      if (value !== row.id) throw new ChangeError(400, 'id: cannot be changed');
      continue;
    }
    const expected = def.type === 'number' ? 'number' : def.type === 'boolean' ? 'boolean' : 'string';
    const nullable = value === null && dataset.nullable?.includes(name);
    if (!nullable && (typeof value !== expected || (expected === 'number' && !Number.isFinite(value))))
      throw new ChangeError(
        400,
        `${name}: must be a ${def.type === 'date' ? 'date string (YYYY-MM-DD)' : expected}${dataset.nullable?.includes(name) ? ' or null' : ''}`,
      );
    changes[name] = typeof value === 'string' ? value.trim() : (value as Row[string]);
  }
  const next: Row = { ...row, ...changes };
  const fieldErrors: Record<string, string> = {};
  for (const name of Object.keys(changes)) {
    const def = dataset.fields[name]!;
    const value = next[name];
    if (def.type === 'singleSelect' && !def.options?.includes(String(value)))
      fieldErrors[name] = `must be one of: ${def.options?.join(', ')}`;
    if (def.type === 'date' && typeof value === 'string' && !isDay(value))
      fieldErrors[name] = 'must be a real day written YYYY-MM-DD';
  }
  const ruleErrors = dataset.rules?.(next, dataset.rows()) ?? {};
  for (const [name, message] of Object.entries(ruleErrors)) {
    // Only the fields this request changes are judged: a reader editing a salary is not told
    // about a rule another field of the generated row happens to break.
    if (Object.hasOwn(changes, name)) fieldErrors[name] ??= message;
  }
  const count = Object.keys(fieldErrors).length;
  if (count)
    throw new ChangeError(
      422,
      count === 1
        ? `${Object.keys(fieldErrors)[0]}: ${Object.values(fieldErrors)[0]}`
        : `${count} fields are not valid`,
      fieldErrors,
    );
  return next;
}
