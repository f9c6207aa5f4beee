/** The shapes of the demo data API (docs/demo-data-api.md). */

/** Field types, named as the Data Grid's column types so a filter model passes through. */
export type FieldType = 'string' | 'number' | 'date' | 'boolean' | 'singleSelect';

export interface FieldDef {
  type: FieldType;
  /** The values a singleSelect field takes, in the order a column menu would offer them. */
  options?: readonly string[];
}

export type Row = Record<string, string | number | boolean | null>;

export interface Dataset {
  /** One sentence, returned by the index (GET /api/demo-data/). */
  description: string;
  fields: Record<string, FieldDef>;
  /** Built once per server process, on first request; deterministic (seeded). */
  rows: () => readonly Row[];
  /**
   * A reporting line or other hierarchy, for server-side tree data: each row's parent is the
   * row whose `id` is in `parentField` (null at the top).
   */
  tree?: { parentField: string };
  /** Fields a change may set to null (PATCH, src/demo-data/change.ts). */
  nullable?: readonly string[];
  /**
   * The rules a change must keep, beyond field types and options: the message for each field
   * that breaks one. Given the row as it would be saved and every row of the set.
   */
  rules?: (row: Row, all: readonly Row[]) => Record<string, string>;
}
