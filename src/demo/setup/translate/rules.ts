/**
 * Each Day.js construct the translator knows, written in each target library so that it means
 * the same (`translate.test.ts` runs both sides with the real libraries and compares):
 * - date-fns is functional and works on `Date` (`addDays(d, 1)`);
 * - Luxon's `DateTime` is immutable like `Dayjs`, with properties for its parts (`d.day`,
 *   months 1–12, weekdays 1 (Monday)–7);
 * - Moment's methods have Day.js's names, but its manipulations change the value in place, so
 *   one applied to a value the demo keeps is given a `.clone()` first.
 */
import ts from 'typescript';
import { isRepeatable, type Context } from './rewrite';

export interface Receiver {
  node: ts.Expression;
  /** Its text, already translated. */
  text: string;
  /** `.` or `?.`, as written. */
  dot: string;
  /** A Moment instance nobody else holds (just built or cloned), which may be changed in place. */
  fresh: boolean;
}

export interface Rewritten {
  text: string;
  /** Whether `text` is the receiver followed by member accesses (so `?.` keeps its meaning). */
  chain: boolean;
  /** A Moment expression that is a new instance. */
  fresh?: boolean;
}

/** `dayjs('2024-04-17')`, `dayjs('2024-04-17T15:30')`, seconds and milliseconds optional: local time. */
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{3}))?)?)?$/;

function validLocalIso(text: string): boolean {
  const match = LOCAL_ISO.exec(text);
  if (!match) return false;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match.map((part) => part ?? '0');
  const days = new Date(Number(y), Number(mo), 0).getDate();
  return (
    Number(mo) >= 1 &&
    Number(mo) <= 12 &&
    Number(d) >= 1 &&
    Number(d) <= days &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60
  );
}

/** `dayjs(…)`: now, a local ISO string, a copy of a Dayjs or Date, or milliseconds. */
export function constructionRule(ctx: Context, node: ts.CallExpression, args: string[]): string {
  const { library } = ctx;
  if (library === 'luxon') ctx.needs.value = true;
  if (library === 'moment') ctx.needs.value = true;
  if (args.length === 0)
    return { 'date-fns': 'new Date()', luxon: 'DateTime.now()', moment: 'moment()' }[library];
  if (args.length > 1) ctx.fail(node, 'dayjs with a parse format');
  const arg = node.arguments[0]!;
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) {
    // An empty string is an invalid date in every library; other strings must be local ISO dates.
    if (arg.text !== '' && !validLocalIso(arg.text)) ctx.fail(arg, `dayjs('${arg.text}')`);
    if (library === 'date-fns') return `${ctx.fn('parseISO')}(${args[0]})`;
    return library === 'luxon' ? `DateTime.fromISO(${args[0]})` : `moment(${args[0]})`;
  }
  const type = ctx.checker.getTypeAtLocation(arg);
  if (ctx.isDayjs(arg) && !(type.flags & ts.TypeFlags.Union)) {
    return { 'date-fns': `new Date(${args[0]})`, luxon: `(${args[0]})`, moment: `moment(${args[0]})` }[
      library
    ];
  }
  if (type.getSymbol()?.name === 'Date') {
    return {
      'date-fns': `new Date(${args[0]})`,
      luxon: `DateTime.fromJSDate(${args[0]})`,
      moment: `moment(${args[0]})`,
    }[library];
  }
  if (type.flags & ts.TypeFlags.NumberLike) {
    return {
      'date-fns': `new Date(${args[0]})`,
      luxon: `DateTime.fromMillis(${args[0]})`,
      moment: `moment(${args[0]})`,
    }[library];
  }
  ctx.fail(node, `dayjs(${arg.getText(ctx.sf)}) of type ${ctx.checker.typeToString(type)}`);
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'date' | 'hour' | 'minute' | 'second' | 'millisecond';

/** Day.js's unit names (`prettyUnit`): short forms are case-sensitive, long ones may be plural. */
const UNITS: Record<string, Unit> = {
  y: 'year',
  M: 'month',
  w: 'week',
  d: 'day',
  D: 'date',
  h: 'hour',
  m: 'minute',
  s: 'second',
  ms: 'millisecond',
};
for (const unit of [
  'year',
  'month',
  'week',
  'day',
  'date',
  'hour',
  'minute',
  'second',
  'millisecond',
] as const) {
  UNITS[unit] = unit;
  UNITS[`${unit}s`] = unit;
}

function unitOf(
  ctx: Context,
  node: ts.Expression | undefined,
  allowed: readonly Unit[],
  method: string,
): Unit {
  if (!node || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    ctx.fail(node ?? ctx.sf, `.${method}() without a literal unit`);
  }
  const unit = UNITS[node.text];
  if (!unit || !allowed.includes(unit)) ctx.fail(node, `.${method}('${node.text}')`);
  if (unit === 'week') ctx.globalLocaleUse ??= { node, what: `.${method}('${node.text}')` };
  return unit;
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const ADD_UNITS: Unit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond'];
const PERIOD_UNITS: Unit[] = ['year', 'month', 'week', 'day', 'date', 'hour', 'minute', 'second'];
/** Luxon's weeks are ISO weeks (Monday first), Day.js's English ones start on Sunday. */
const LUXON_PERIOD_UNITS: Unit[] = ['year', 'month', 'day', 'date', 'hour', 'minute', 'second'];
const DIFF_UNITS: Unit[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];

/** The unit as date-fns spells it in function names (`startOfDay`, `addMonths`). */
function fnsUnit(unit: Unit, plural: boolean): string {
  const name = capital(unit === 'date' ? 'day' : unit);
  return plural ? `${name}s` : name;
}
const luxonUnit = (unit: Unit) => (unit === 'date' ? 'day' : unit);

/** Getters and setters: date-fns get/set name, Luxon property. */
const PARTS: Record<string, { fns: string; luxon: string }> = {
  year: { fns: 'Year', luxon: 'year' },
  month: { fns: 'Month', luxon: 'month' },
  date: { fns: 'Date', luxon: 'day' },
  day: { fns: 'Day', luxon: 'weekday' },
  hour: { fns: 'Hours', luxon: 'hour' },
  minute: { fns: 'Minutes', luxon: 'minute' },
  second: { fns: 'Seconds', luxon: 'second' },
  millisecond: { fns: 'Milliseconds', luxon: 'millisecond' },
};
const PART_RANGE: Record<string, [number, number]> = {
  month: [0, 11],
  date: [1, 28],
  hour: [0, 23],
  minute: [0, 59],
  second: [0, 59],
  millisecond: [0, 999],
};

/** An argument that must be another Dayjs (Day.js would also parse strings and numbers). */
function dayjsArgument(ctx: Context, node: ts.CallExpression, index: number, method: string): void {
  const arg = node.arguments[index];
  if (!arg || !ctx.isDayjs(arg) || ctx.checker.getTypeAtLocation(arg).isUnion()) {
    ctx.fail(node, `.${method}() of something other than a Dayjs`);
  }
}

function numberLiteral(node: ts.Expression | undefined): number | undefined {
  if (node && ts.isNumericLiteral(node)) return Number(node.text);
  return undefined;
}

/** A method call on a value typed `Dayjs`. */
export function methodRule(
  ctx: Context,
  node: ts.CallExpression,
  method: string,
  r: Receiver,
  args: string[],
): Rewritten {
  const { library } = ctx;
  const a = node.arguments;
  const member = (text: string): Rewritten => ({ text: `${r.text}${r.dot}${text}`, chain: true });
  const expr = (text: string): Rewritten => ({ text, chain: false });
  const fns = (name: string, ...rest: string[]): Rewritten =>
    expr(`${ctx.fn(name)}(${[r.text, ...rest].join(', ')})`);
  /** A Moment manipulation, on a copy unless the receiver is already a new instance. */
  const mutate = (text: string): Rewritten => ({
    text: `${r.text}${r.dot}${r.fresh ? '' : 'clone().'}${text}`,
    chain: true,
    fresh: true,
  });
  /** Forms that name the receiver twice need one without side effects (`value`, `props.value`). */
  const twice = () => {
    if (!isRepeatable(r.node)) ctx.fail(node, `.${method}() on a computed value`);
  };
  const argCount = (n: number, m = n) => {
    if (a.length < n || a.length > m) ctx.fail(node, `.${method}() with ${a.length} arguments`);
  };
  if (ts.isPropertyAccessExpression(node.expression) && node.typeArguments) ctx.fail(node, `.${method}<…>()`);

  switch (method) {
    case 'add':
    case 'subtract': {
      argCount(2);
      const unit = unitOf(ctx, a[1], ADD_UNITS, method);
      const sign = method === 'add' ? '' : '-';
      if (library === 'date-fns')
        return fns(`${method === 'add' ? 'add' : 'sub'}${fnsUnit(unit, true)}`, args[0]!);
      if (library === 'luxon') {
        const amount = sign ? `${sign}${/^[\w.]+$/.test(args[0]!) ? args[0] : `(${args[0]})`}` : args[0];
        const field = amount === `${unit}s` ? amount : `${unit}s: ${amount}`;
        return { ...member(`plus({ ${field} })`), fresh: true };
      }
      return mutate(`${method}(${args.join(', ')})`);
    }
    case 'startOf':
    case 'endOf': {
      argCount(1);
      const unit = unitOf(ctx, a[0], library === 'luxon' ? LUXON_PERIOD_UNITS : PERIOD_UNITS, method);
      if (library === 'date-fns') return fns(`${method}${fnsUnit(unit, false)}`);
      if (library === 'luxon') return member(`${method}('${luxonUnit(unit)}')`);
      return mutate(`${method}(${args[0]})`);
    }
    case 'year':
    case 'month':
    case 'date':
    case 'day':
    case 'hour':
    case 'minute':
    case 'second':
    case 'millisecond':
      if (a.length === 0) return getter(ctx, method, r, member, expr, fns);
      if (library === 'date-fns' && method === 'year') twice();
      return setter(ctx, node, method, r, args, member, fns, mutate);
    case 'isSame':
    case 'isBefore':
    case 'isAfter': {
      argCount(1, 2);
      dayjsArgument(ctx, node, 0, method);
      const unit = a[1]
        ? unitOf(ctx, a[1], library === 'luxon' ? LUXON_PERIOD_UNITS : PERIOD_UNITS, method)
        : undefined;
      if (library === 'moment') return member(`${method}(${args.join(', ')})`);
      const other = args[0]!;
      if (library === 'date-fns') {
        if (method === 'isSame')
          return unit ? fns(`isSame${fnsUnit(unit, false)}`, other) : fns('isEqual', other);
        // Day.js: a.isBefore(b, unit) is a.endOf(unit) < b; a.isAfter(b, unit) is a.startOf(unit) > b.
        if (!unit) return fns(method, other);
        const bound = `${ctx.fn(`${method === 'isBefore' ? 'endOf' : 'startOf'}${fnsUnit(unit, false)}`)}(${r.text})`;
        return expr(`${ctx.fn(method)}(${bound}, ${other})`);
      }
      if (method === 'isSame') {
        return unit
          ? member(`hasSame(${other}, '${luxonUnit(unit)}')`)
          : expr(`${r.text}.toMillis() === ${other}.toMillis()`);
      }
      const op = method === 'isBefore' ? '<' : '>';
      const own = unit
        ? `${r.text}.${method === 'isBefore' ? 'endOf' : 'startOf'}('${luxonUnit(unit)}')`
        : r.text;
      return expr(`${own}.toMillis() ${op} ${other}.toMillis()`);
    }
    case 'diff': {
      argCount(1, 2);
      dayjsArgument(ctx, node, 0, method);
      const unit = a[1] ? unitOf(ctx, a[1], DIFF_UNITS, method) : undefined;
      const other = args[0]!;
      if (library === 'moment') return member(`diff(${args.join(', ')})`);
      if (library === 'date-fns')
        return unit
          ? fns(`differenceIn${fnsUnit(unit, true)}`, other)
          : fns('differenceInMilliseconds', other);
      if (!unit) return expr(`${r.text}.toMillis() - ${other}.toMillis()`);
      // Day.js truncates towards zero; Luxon's diff in one unit keeps the fraction.
      return expr(`Math.trunc(${r.text}.diff(${other}, '${unit}s').${unit}s)`);
    }
    case 'format': {
      argCount(1);
      // The format string itself was translated where it is written (rewrite.ts).
      if (library === 'date-fns') return fns('format', args[0]!);
      if (library === 'luxon') return member(`toFormat(${args[0]})`);
      return member(`format(${args[0]})`);
    }
    case 'isValid':
      argCount(0);
      if (library === 'date-fns') return fns('isValid');
      return member(library === 'luxon' ? 'isValid' : 'isValid()');
    case 'toDate':
      argCount(0);
      if (library === 'date-fns') return expr(`new Date(${r.text})`);
      return member(library === 'luxon' ? 'toJSDate()' : 'toDate()');
    case 'valueOf':
      argCount(0);
      return member({ 'date-fns': 'getTime()', luxon: 'toMillis()', moment: 'valueOf()' }[library]);
    case 'toISOString':
      argCount(0);
      // Day.js writes the underlying Date's toISOString (and throws on an invalid date as it does).
      return member(library === 'luxon' ? 'toJSDate().toISOString()' : 'toISOString()');
    case 'daysInMonth':
      argCount(0);
      if (library === 'date-fns') return fns('getDaysInMonth');
      if (library === 'luxon') return expr(`${r.text}.daysInMonth ?? NaN`);
      return member('daysInMonth()');
    case 'clone':
      argCount(0);
      if (library === 'date-fns') return expr(`new Date(${r.text})`);
      if (library === 'luxon') return { text: r.text, chain: true };
      return { ...member('clone()'), fresh: true };
    default:
      ctx.fail(node, `the Day.js method .${method}()`);
  }
}

function getter(
  ctx: Context,
  method: string,
  r: Receiver,
  member: (t: string) => Rewritten,
  expr: (t: string) => Rewritten,
  fns: (name: string) => Rewritten,
): Rewritten {
  const part = PARTS[method]!;
  if (ctx.library === 'date-fns') return fns(`get${part.fns}`);
  if (ctx.library === 'moment') return member(`${method}()`);
  // Luxon: months 1–12 where Day.js has 0–11; weekdays 1 (Monday) to 7 (Sunday) where Day.js has 0 (Sunday) to 6.
  if (method === 'month') return expr(`${r.text}.month - 1`);
  if (method === 'day') return expr(`${r.text}.weekday % 7`);
  return member(part.luxon);
}

function setter(
  ctx: Context,
  node: ts.CallExpression,
  method: string,
  r: Receiver,
  args: string[],
  member: (t: string) => Rewritten,
  fns: (name: string, ...rest: string[]) => Rewritten,
  mutate: (t: string) => Rewritten,
): Rewritten {
  if (node.arguments.length !== 1) ctx.fail(node, `.${method}() with ${node.arguments.length} arguments`);
  const value = args[0]!;
  const part = PARTS[method]!;
  const fresh = (x: Rewritten): Rewritten => ({ ...x, fresh: true });
  if (ctx.library === 'moment') return mutate(`${method}(${value})`);
  if (ctx.library === 'date-fns') {
    // Day.js clamps Feb 29 to Feb 28 when the year changes; date-fns's setYear does not, addYears does.
    if (method === 'year') return fns('addYears', `${value} - ${ctx.fn('getYear')}(${r.text})`);
    return fns(`set${part.fns}`, value);
  }
  const literal = numberLiteral(node.arguments[0]);
  const range = PART_RANGE[method];
  const inRange =
    literal !== undefined && range && Number.isInteger(literal) && literal >= range[0] && literal <= range[1];
  if (method === 'year') return fresh(member(`set({ year: ${value} })`));
  if ((method === 'day' || !inRange) && !isRepeatable(r.node))
    ctx.fail(node, `.${method}() on a computed value`);
  if (method === 'day') {
    // Day.js moves within its Sunday-first week (and past it for values outside 0–6).
    return fresh(member(`plus({ days: ${value} - (${r.text}.weekday % 7) })`));
  }
  if (inRange) return fresh(member(`set({ ${part.luxon}: ${method === 'month' ? literal + 1 : value} })`));
  // Out of range or computed: Day.js overflows into the next unit, as these additions do.
  if (method === 'month') return fresh(member(`plus({ months: ${value} - (${r.text}.month - 1) })`));
  if (method === 'date') return fresh(member(`plus({ days: ${value} - ${r.text}.day })`));
  ctx.fail(node, `.${method}(${value}) with a value Luxon may not accept`);
}
