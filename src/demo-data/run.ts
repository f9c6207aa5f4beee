/**
 * Runs a query of the demo data API over a data set (docs/demo-data-api.md): a flat list, one
 * level of a tree (the children of the last of `groupKeys`), or one level of a grouping (the
 * groups of the next field of `groupFields`, or the rows of a fully opened group), each
 * filtered, sorted and paged, with the aggregates the query asks for.
 */
import {
  type AggregationFunction,
  comparator,
  compareValues,
  encodeCursor,
  matcher,
  type Query,
} from './query';
import type { Dataset, Row } from './types';

/** A row of an answer: a data set's row, or a group row with its `aggregates`. */
export type ResultRow = Record<string, unknown>;

export interface Result {
  rows: ResultRow[];
  /** Rows (or groups) matching the query at this level, all pages together: the grid's `rowCount`. */
  rowCount: number;
  /** With a cursor: the cursor of the next page, null after the last one. */
  nextCursor?: string | null;
  /** With an aggregation model: the aggregates over every matching row of this level's scope. */
  aggregateRow?: Record<string, number | string | null>;
}

/**
 * Filtered and sorted rows of a whole set, kept for the last few queries: lazy loading asks
 * for block after block of the same order, and sorting 100,000 rows each time would cost
 * about 100 ms of the server's time per request.
 */
const memo = new WeakMap<Dataset, Map<string, Row[]>>();
const MEMO_SIZE = 16;

function filteredSorted(dataset: Dataset, query: Query): Row[] {
  const key = JSON.stringify([query.filter, query.sort]);
  let cache = memo.get(dataset);
  if (!cache) memo.set(dataset, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last, so that the oldest entry is the first one to go.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const compare = comparator(query.sort);
  const rows = dataset.rows().filter(matcher(dataset, query.filter));
  if (compare) rows.sort(compare);
  cache.set(key, rows);
  if (cache.size > MEMO_SIZE) cache.delete(cache.keys().next().value!);
  return rows;
}

function aggregate(rows: readonly Row[], field: string, fn: AggregationFunction): number | string | null {
  if (fn === 'size') return rows.length;
  const values = rows.map((row) => row[field]).filter((v) => v !== null && v !== undefined && v !== '');
  if (!values.length) return null;
  if (fn === 'min' || fn === 'max') {
    const sign = fn === 'min' ? 1 : -1;
    return values.reduce((best, v) => (compareValues(v, best) * sign < 0 ? v : best)) as number | string;
  }
  const sum = values.reduce((total: number, v) => total + Number(v), 0);
  // Two decimals, as money: the sums of prices would otherwise show float noise (0.1 + 0.2).
  return Math.round((fn === 'sum' ? sum : sum / values.length) * 100) / 100;
}

function aggregates(rows: readonly Row[], model: Query['aggregation']) {
  return Object.fromEntries(Object.entries(model).map(([field, fn]) => [field, aggregate(rows, field, fn)]));
}

function page(rows: readonly ResultRow[], query: Query): Pick<Result, 'rows' | 'nextCursor'> {
  const { window } = query;
  if ('cursor' in window) {
    const to = window.cursor + window.pageSize;
    return { rows: rows.slice(window.cursor, to), nextCursor: to < rows.length ? encodeCursor(to) : null };
  }
  const [from, to] =
    'page' in window
      ? [window.page * window.pageSize, (window.page + 1) * window.pageSize]
      : [window.start, window.end + 1];
  return { rows: rows.slice(from, to) };
}

/** Rows by the id of their parent in the tree (`null`: the top level). */
function childrenByParent(dataset: Dataset): Map<unknown, Row[]> {
  const parentField = dataset.tree!.parentField;
  const children = new Map<unknown, Row[]>();
  for (const row of dataset.rows()) {
    const key = row[parentField] === null ? null : String(row[parentField]);
    let list = children.get(key);
    if (!list) children.set(key, (list = []));
    list.push(row);
  }
  return children;
}

/** Every row below `parent` (its children, their children...), or the whole set for `null`. */
function descendants(children: Map<unknown, Row[]>, parent: string | null): Row[] {
  const found: Row[] = [];
  const stack = [...(children.get(parent) ?? [])];
  while (stack.length) {
    const row = stack.pop()!;
    found.push(row);
    stack.push(...(children.get(String(row.id)) ?? []));
  }
  return found;
}

/**
 * One level of the tree: the children of the last of `keys` that match the filter, sorted among
 * themselves, each with `childCount` and, with an aggregation model, the `aggregates` of every
 * row below it that matches the filter (a manager's team, at every depth). `scope` is what the
 * level's `aggregateRow` covers: every matching row below the parent (the whole set at the top).
 */
function treeLevel(dataset: Dataset, query: Query, keys: string[]): { rows: ResultRow[]; scope: Row[] } {
  const parent = keys.length ? keys[keys.length - 1]! : null;
  const children = childrenByParent(dataset);
  const matches = matcher(dataset, query.filter);
  const aggregated = Object.keys(query.aggregation).length > 0;
  const compare = comparator(query.sort);
  const level = (children.get(parent) ?? []).filter(matches);
  const rows = (compare ? [...level].sort(compare) : level).map((row) => {
    const count = children.get(String(row.id))?.length ?? 0;
    return {
      ...row,
      childCount: count,
      ...(aggregated && count
        ? { aggregates: aggregates(descendants(children, String(row.id)).filter(matches), query.aggregation) }
        : {}),
    };
  });
  return { rows, scope: aggregated ? descendants(children, parent).filter(matches) : [] };
}

/** The groups of the next grouping field, within the groups already opened. */
function groupLevel(rows: readonly Row[], query: Query, fields: string[], keys: string[]): ResultRow[] {
  const field = fields[keys.length]!;
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = String(row[field] ?? '');
    let members = groups.get(key);
    if (!members) groups.set(key, (members = []));
    members.push(row);
  }
  const path = fields.slice(0, keys.length).map((f, i) => `${f}=${keys[i]}`);
  const result: ResultRow[] = [...groups].map(([key, members]) => ({
    id: [...path, `${field}=${key}`].join('/'),
    groupKey: key,
    [field]: members[0]![field]!,
    childCount: members.length,
    ...(Object.keys(query.aggregation).length ? { aggregates: aggregates(members, query.aggregation) } : {}),
  }));
  // Groups sort by their value, or by an aggregate when the sort model names an aggregated field.
  const item = query.sort.find((s) => s.field === field || s.field in query.aggregation);
  const value = (row: ResultRow) =>
    item && item.field !== field ? (row.aggregates as Record<string, unknown>)[item.field] : row[field];
  const sign = item?.sort === 'desc' ? -1 : 1;
  return result.sort((a, b) => compareValues(value(a), value(b)) * sign);
}

export function runQuery(dataset: Dataset, query: Query): Result {
  const { group } = query;
  let level: readonly ResultRow[];
  let scope: readonly Row[];
  if (group && !group.fields) {
    ({ rows: level, scope } = treeLevel(dataset, query, group.keys));
  } else if (group?.fields) {
    const { fields, keys } = group;
    scope = filteredSorted(dataset, query).filter((row) =>
      keys.every((key, i) => String(row[fields[i]!] ?? '') === key),
    );
    level = keys.length < fields.length ? groupLevel(scope, query, fields, keys) : scope;
  } else {
    scope = filteredSorted(dataset, query);
    level = scope;
  }
  const hasAggregation = Object.keys(query.aggregation).length > 0;
  return {
    ...page(level, query),
    rowCount: level.length,
    ...(hasAggregation ? { aggregateRow: aggregates(scope, query.aggregation) } : {}),
  };
}
