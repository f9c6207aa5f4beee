/**
 * The query of the demo data API: read from the URL's parameters (every problem is a
 * QueryError naming the parameter, answered 400), then run over a data set. Sort and filter
 * models are the Data Grid's own, as JSON, so a demo passes what the grid gives it.
 * Operators follow the grid's built-in ones (src: @mui/x-data-grid/esm/colDef/grid*Operators.js).
 */
import type { Dataset, FieldDef, FieldType, Row } from './types';

export class QueryError extends Error {}

export const MAX_PAGE_SIZE = 100;
export const MAX_DELAY_MS = 5000;

export interface SortItem {
  field: string;
  sort: 'asc' | 'desc';
}
export interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}
export interface Query {
  /** A page (page, pageSize), a range of row indexes [start, end], or a cursor and a pageSize. */
  window:
    | { page: number; pageSize: number }
    | { start: number; end: number }
    | { cursor: number; pageSize: number };
  sort: SortItem[];
  filter: { items: FilterItem[]; logic: 'and' | 'or'; quick: string[]; quickLogic: 'and' | 'or' };
  /**
   * Server-side tree data and row grouping (the data source's `groupKeys` and `groupFields`):
   * absent for a flat list. With `fields`, the rows are grouped by those fields and `keys` are
   * the values of the groups opened so far; without, `keys` is the path of parent ids in the
   * data set's tree.
   */
  group?: { keys: string[]; fields?: string[] };
  /** Field to aggregation function (the data source's `aggregationModel`). */
  aggregation: Record<string, AggregationFunction>;
  delayMs: number;
  failRate: number;
}

export const AGGREGATION_FUNCTIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;
export type AggregationFunction = (typeof AGGREGATION_FUNCTIONS)[number];

const PARAMS = [
  'page',
  'pageSize',
  'start',
  'end',
  'cursor',
  'sortModel',
  'filterModel',
  'groupKeys',
  'groupFields',
  'aggregationModel',
  'delay',
  'failRate',
];

/** Cursors are opaque to clients, as in a real cursor API; here they encode a row offset. */
export const encodeCursor = (offset: number) => Buffer.from(`after:${offset}`).toString('base64url');
function decodeCursor(raw: string): number {
  if (raw === '') return 0;
  const match = /^after:(\d{1,7})$/.exec(Buffer.from(raw, 'base64url').toString());
  if (!match || raw.length > 40)
    throw new QueryError(
      'cursor: not a cursor this API gave (pass nextCursor from the previous answer, or an empty cursor for the first page)',
    );
  return Number(match[1]);
}

const OPERATORS: Record<FieldType, readonly string[]> = {
  string: [
    'contains',
    'doesNotContain',
    'equals',
    'doesNotEqual',
    'startsWith',
    'endsWith',
    'isEmpty',
    'isNotEmpty',
    'isAnyOf',
  ],
  number: ['=', '!=', '>', '>=', '<', '<=', 'isEmpty', 'isNotEmpty', 'isAnyOf'],
  date: ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'],
  boolean: ['is'],
  singleSelect: ['is', 'not', 'isAnyOf'],
};

function integer(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new QueryError(`${name}: must be a whole number from ${min} to ${max} (got "${raw.slice(0, 40)}")`);
  return Number(raw);
}

function json(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw.length > 4000) throw new QueryError(`${name}: at most 4000 characters`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new QueryError(`${name}: not valid JSON`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(dataset: Dataset, name: unknown, where: string): FieldDef {
  // hasOwn: `__proto__` and the like are not fields.
  const def =
    typeof name === 'string' && Object.hasOwn(dataset.fields, name) ? dataset.fields[name] : undefined;
  if (!def)
    throw new QueryError(
      `${where}: unknown field ${JSON.stringify(name)} (fields: ${Object.keys(dataset.fields).join(', ')})`,
    );
  return def;
}

function readSort(dataset: Dataset, raw: unknown): SortItem[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > 10)
    throw new QueryError('sortModel: must be an array of at most 10 items');
  return raw
    .map((item, i) => {
      if (!isObject(item)) throw new QueryError(`sortModel[${i}]: must be an object`);
      field(dataset, item.field, `sortModel[${i}].field`);
      // The grid sends `sort: null` for a column it is about to unsort: skip it, as the grid does.
      if (item.sort === null || item.sort === undefined) return null;
      if (item.sort !== 'asc' && item.sort !== 'desc')
        throw new QueryError(`sortModel[${i}].sort: must be "asc", "desc" or null`);
      return { field: item.field as string, sort: item.sort };
    })
    .filter((item): item is SortItem => item !== null);
}

function readFilter(dataset: Dataset, raw: unknown): Query['filter'] {
  const filter: Query['filter'] = { items: [], logic: 'and', quick: [], quickLogic: 'and' };
  if (raw === undefined) return filter;
  if (!isObject(raw)) throw new QueryError('filterModel: must be an object');
  const { items = [], logicOperator, quickFilterValues, quickFilterLogicOperator } = raw;
  if (!Array.isArray(items) || items.length > 20)
    throw new QueryError('filterModel.items: must be an array of at most 20 items');
  filter.items = items.map((item, i) => {
    const where = `filterModel.items[${i}]`;
    if (!isObject(item)) throw new QueryError(`${where}: must be an object`);
    const def = field(dataset, item.field, `${where}.field`);
    if (typeof item.operator !== 'string' || !OPERATORS[def.type].includes(item.operator))
      throw new QueryError(
        `${where}.operator: ${JSON.stringify(item.operator)} is not an operator of ${def.type} fields (${OPERATORS[def.type].join(', ')})`,
      );
    return { field: item.field as string, operator: item.operator, value: item.value };
  });
  for (const [name, value] of [
    ['logicOperator', logicOperator],
    ['quickFilterLogicOperator', quickFilterLogicOperator],
  ] as const) {
    if (value !== undefined && value !== 'and' && value !== 'or')
      throw new QueryError(`filterModel.${name}: must be "and" or "or"`);
  }
  filter.logic = logicOperator === 'or' ? 'or' : 'and';
  filter.quickLogic = quickFilterLogicOperator === 'or' ? 'or' : 'and';
  if (quickFilterValues !== undefined) {
    if (
      !Array.isArray(quickFilterValues) ||
      quickFilterValues.some((v) => typeof v !== 'string' && typeof v !== 'number')
    )
      throw new QueryError('filterModel.quickFilterValues: must be an array of strings');
    filter.quick = quickFilterValues.map(String).filter((v) => v.trim() !== '');
  }
  return filter;
}

function readGroup(dataset: Dataset, rawKeys: unknown, rawFields: unknown): Query['group'] {
  if (rawKeys === undefined && rawFields === undefined) return undefined;
  const keys = rawKeys ?? [];
  if (!Array.isArray(keys) || keys.length > 10 || keys.some((k) => typeof k !== 'string' || k.length > 200))
    throw new QueryError('groupKeys: must be an array of at most 10 strings');
  if (rawFields === undefined) {
    if (!dataset.tree)
      throw new QueryError(
        'groupKeys: this data set has no tree; to group its rows, pass groupFields as well',
      );
    return { keys };
  }
  if (!Array.isArray(rawFields) || rawFields.length === 0 || rawFields.length > 5)
    throw new QueryError('groupFields: must be an array of 1 to 5 fields');
  rawFields.forEach((name, i) => field(dataset, name, `groupFields[${i}]`));
  if (new Set(rawFields).size !== rawFields.length) throw new QueryError('groupFields: a field is repeated');
  if (keys.length > rawFields.length)
    throw new QueryError('groupKeys: more keys than groupFields (one key per opened group level)');
  return { keys, fields: rawFields as string[] };
}

function readAggregation(dataset: Dataset, raw: unknown): Query['aggregation'] {
  if (raw === undefined) return {};
  if (!isObject(raw) || Object.keys(raw).length > 20)
    throw new QueryError('aggregationModel: must be an object of at most 20 fields');
  for (const [name, fn] of Object.entries(raw)) {
    const def = field(dataset, name, 'aggregationModel');
    if (!AGGREGATION_FUNCTIONS.includes(fn as AggregationFunction))
      throw new QueryError(
        `aggregationModel.${name}: ${JSON.stringify(fn)} is not a function of this API (${AGGREGATION_FUNCTIONS.join(', ')})`,
      );
    const numeric = def.type === 'number';
    if ((fn === 'sum' || fn === 'avg') && !numeric)
      throw new QueryError(`aggregationModel.${name}: ${fn} needs a number field`);
    if ((fn === 'min' || fn === 'max') && !numeric && def.type !== 'date')
      throw new QueryError(`aggregationModel.${name}: ${fn} needs a number or date field`);
  }
  return raw as Query['aggregation'];
}

export function readQuery(dataset: Dataset, params: URLSearchParams): Query {
  for (const name of new Set(params.keys())) {
    if (!PARAMS.includes(name))
      throw new QueryError(`unknown parameter "${name.slice(0, 40)}" (parameters: ${PARAMS.join(', ')})`);
    if (params.getAll(name).length > 1) throw new QueryError(`${name}: given more than once`);
  }
  const page = integer(params, 'page', 0, 1_000_000);
  const pageSize = integer(params, 'pageSize', 1, MAX_PAGE_SIZE);
  const start = integer(params, 'start', 0, 1_000_000);
  const end = integer(params, 'end', 0, 1_000_000);
  const cursor = params.get('cursor');
  let window: Query['window'];
  if (cursor !== null) {
    if (page !== undefined || start !== undefined || end !== undefined)
      throw new QueryError('cursor: give a cursor and a pageSize, without page, start or end');
    window = { cursor: decodeCursor(cursor), pageSize: pageSize ?? 25 };
  } else if (start !== undefined || end !== undefined) {
    if (page !== undefined || pageSize !== undefined)
      throw new QueryError(
        'start/end: give either a page (page, pageSize) or a range (start, end), not both',
      );
    if (start === undefined || end === undefined) throw new QueryError('start/end: give both');
    if (end < start || end - start >= MAX_PAGE_SIZE)
      throw new QueryError(`start/end: end must be from start to start + ${MAX_PAGE_SIZE - 1}`);
    window = { start, end };
  } else {
    window = { page: page ?? 0, pageSize: pageSize ?? 25 };
  }
  return {
    window,
    sort: readSort(dataset, json(params, 'sortModel')),
    filter: readFilter(dataset, json(params, 'filterModel')),
    group: readGroup(dataset, json(params, 'groupKeys'), json(params, 'groupFields')),
    aggregation: readAggregation(dataset, json(params, 'aggregationModel')),
    ...timing(params),
  };
}

function timing(params: URLSearchParams): Pick<Query, 'delayMs' | 'failRate'> {
  const failRaw = params.get('failRate');
  const failRate = failRaw === null ? 0 : Number(failRaw);
  if (failRaw !== null && (failRaw.trim() === '' || !(failRate >= 0 && failRate <= 1)))
    throw new QueryError(`failRate: must be a number from 0 to 1 (got "${failRaw.slice(0, 40)}")`);
  return { delayMs: integer(params, 'delay', 0, MAX_DELAY_MS) ?? 0, failRate };
}

/** The parameters of a row's URL (GET or PATCH): only `delay` and `failRate`. */
export function readTiming(params: URLSearchParams): Pick<Query, 'delayMs' | 'failRate'> {
  for (const name of new Set(params.keys())) {
    if (name !== 'delay' && name !== 'failRate')
      throw new QueryError(`unknown parameter "${name.slice(0, 40)}" (parameters: delay, failRate)`);
    if (params.getAll(name).length > 1) throw new QueryError(`${name}: given more than once`);
  }
  return timing(params);
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
const lower = (v: unknown) => String(v).toLocaleLowerCase();
/** The day of a filter value: the grid's date input sends a Date, which JSON turns into UTC ISO. */
const dayOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const numberOf = (v: unknown) => (v === '' || v === null || v === undefined ? NaN : Number(v));

/** A predicate for one item, or null when the item does not filter (no value yet), as in the grid. */
function predicate(def: FieldDef, item: FilterItem): ((row: Row) => boolean) | null {
  const { operator, value } = item;
  if (operator === 'isEmpty') return (row) => isEmpty(row[item.field]);
  if (operator === 'isNotEmpty') return (row) => !isEmpty(row[item.field]);
  const get = (row: Row) => row[item.field];
  if (operator === 'isAnyOf') {
    if (!Array.isArray(value) || value.length === 0) return null;
    const numeric = def.type === 'number';
    const key = (v: unknown) => (numeric ? String(Number(v)) : lower(v));
    const wanted = new Set(value.map(key));
    return (row) => !isEmpty(get(row)) && wanted.has(key(get(row)));
  }
  switch (def.type) {
    case 'string': {
      if (typeof value !== 'string' || value.trim() === '') return null;
      const v = value.trim().toLocaleLowerCase();
      const test: Record<string, (s: string) => boolean> = {
        contains: (s) => s.includes(v),
        doesNotContain: (s) => !s.includes(v),
        equals: (s) => s === v,
        doesNotEqual: (s) => s !== v,
        startsWith: (s) => s.startsWith(v),
        endsWith: (s) => s.endsWith(v),
      };
      const negative = operator === 'doesNotContain' || operator === 'doesNotEqual';
      return (row) => (isEmpty(get(row)) ? negative : test[operator]!(lower(get(row))));
    }
    case 'number': {
      const v = numberOf(value);
      if (Number.isNaN(v)) return null;
      const compare: Record<string, (n: number) => boolean> = {
        '=': (n) => n === v,
        '!=': (n) => n !== v,
        '>': (n) => n > v,
        '>=': (n) => n >= v,
        '<': (n) => n < v,
        '<=': (n) => n <= v,
      };
      return (row) => (isEmpty(get(row)) ? operator === '!=' : compare[operator]!(Number(get(row))));
    }
    case 'date': {
      const v = dayOf(value);
      if (!v) return null;
      const compare: Record<string, (d: string) => boolean> = {
        is: (d) => d === v,
        not: (d) => d !== v,
        after: (d) => d > v,
        onOrAfter: (d) => d >= v,
        before: (d) => d < v,
        onOrBefore: (d) => d <= v,
      };
      return (row) => !isEmpty(get(row)) && compare[operator]!(String(get(row)).slice(0, 10));
    }
    case 'boolean': {
      if (value !== true && value !== false && value !== 'true' && value !== 'false') return null;
      const v = value === true || value === 'true';
      return (row) => get(row) === v;
    }
    case 'singleSelect': {
      if (isEmpty(value)) return null;
      return operator === 'is'
        ? (row) => lower(get(row)) === lower(value)
        : (row) => lower(get(row)) !== lower(value);
    }
  }
}

/** Quick filter: each word must appear in some text field, or equal some number field. */
function quickMatches(dataset: Dataset, row: Row, word: string): boolean {
  const w = word.toLocaleLowerCase();
  return Object.entries(dataset.fields).some(([name, def]) => {
    const v = row[name];
    if (isEmpty(v)) return false;
    if (def.type === 'string' || def.type === 'singleSelect' || def.type === 'date')
      return lower(v).includes(w);
    if (def.type === 'number') return String(v) === word.trim();
    return false;
  });
}

/** Whether a row passes the filter model: its items with their logic, then the quick filter. */
export function matcher(dataset: Dataset, filter: Query['filter']): (row: Row) => boolean {
  const predicates = filter.items
    .map((item) => predicate(dataset.fields[item.field]!, item))
    .filter((p): p is (row: Row) => boolean => p !== null);
  const { logic, quick, quickLogic } = filter;
  return (row) => {
    if (
      predicates.length &&
      !(logic === 'and' ? predicates.every((p) => p(row)) : predicates.some((p) => p(row)))
    )
      return false;
    if (!quick.length) return true;
    return quickLogic === 'and'
      ? quick.every((w) => quickMatches(dataset, row, w))
      : quick.some((w) => quickMatches(dataset, row, w));
  };
}

const collator = new Intl.Collator('en');

/** Orders two values as the grid does: empty values first, text by collation, numbers by value. */
export function compareValues(x: unknown, y: unknown): number {
  if (isEmpty(x) || isEmpty(y)) return Number(!isEmpty(x)) - Number(!isEmpty(y));
  return typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
}

/** A comparator of rows for the sort model, or null when nothing is sorted. */
export function comparator(sort: SortItem[]): ((a: Row, b: Row) => number) | null {
  if (!sort.length) return null;
  return (a, b) => {
    for (const { field: name, sort: direction } of sort) {
      const order = compareValues(a[name], b[name]);
      if (order) return direction === 'asc' ? order : -order;
    }
    return 0;
  };
}
