import { describe, expect, it } from 'vitest';
import { WindowBudget } from '../server/api/guard';
import { EMPLOYEE_COUNT, employees, generateEmployees } from './employees';
import { generateOrders, ORDER_COUNT, orders } from './orders';
import { handleDemoData, handleDemoDataRow, type DemoDataDeps } from './handler';
import { readQuery } from './query';
import { runQuery } from './run';

const run = (params: Record<string, string>) =>
  runQuery(employees, readQuery(employees, new URLSearchParams(params)));
const filter = (model: object, extra: Record<string, string> = {}) =>
  run({ filterModel: JSON.stringify(model), pageSize: '100', ...extra });
const all = employees.rows();

describe('employees data set', () => {
  it('is the same on every call and every server (seeded)', () => {
    expect(all).toHaveLength(EMPLOYEE_COUNT);
    expect(all[0]).toMatchObject({
      id: 1,
      role: 'Chief executive',
      managerId: null,
      startDate: '2012-03-01',
    });
    expect(generateEmployees()).toEqual(all);
    expect(new Set(all.map((r) => r.id)).size).toBe(EMPLOYEE_COUNT);
    expect(new Set(all.map((r) => r.name)).size).toBe(EMPLOYEE_COUNT);
  });

  it('has a reporting line: every manager exists and the chain reaches the top', () => {
    const byId = new Map(all.map((r) => [r.id, r]));
    for (const row of all.slice(1)) {
      let depth = 0;
      for (let at = row; at.managerId !== null; at = byId.get(at.managerId)!) depth += 1;
      expect(depth).toBeGreaterThan(0);
      expect(depth).toBeLessThanOrEqual(3);
    }
  });
});

describe('query', () => {
  it('pages: page and pageSize, rowCount of the whole result', () => {
    const { rows, rowCount } = run({ page: '2', pageSize: '10' });
    expect(rowCount).toBe(EMPLOYEE_COUNT);
    expect(rows.map((r) => r.id)).toEqual(all.slice(20, 30).map((r) => r.id));
    expect(run({}).rows).toHaveLength(25);
    expect(run({ page: '999' }).rows).toEqual([]);
  });

  it('pages by cursor: nextCursor until the last page, and refuses a made-up cursor', () => {
    const ids: unknown[] = [];
    let cursor: string | null | undefined = '';
    let pages = 0;
    while (typeof cursor === 'string') {
      const answer = run({ cursor, pageSize: '100' });
      ids.push(...answer.rows.map((r) => r.id));
      cursor = answer.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(10);
    expect(ids).toEqual(all.map((r) => r.id));
    expect(() => run({ cursor: 'page-2' })).toThrow(/^cursor: not a cursor this API gave/);
    expect(() => run({ cursor: '', page: '1' })).toThrow(/^cursor:/);
  });

  it('ranges: start and end, both included', () => {
    expect(run({ start: '5', end: '9' }).rows.map((r) => r.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('sorts on several fields, empty values first when ascending', () => {
    const { rows } = run({
      sortModel: JSON.stringify([
        { field: 'department', sort: 'asc' },
        { field: 'salary', sort: 'desc' },
      ]),
      pageSize: '100',
    });
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(String(a.department) <= String(b.department)).toBe(true);
      if (a.department === b.department) expect(Number(a.salary)).toBeGreaterThanOrEqual(Number(b.salary));
    }
    expect(
      run({ sortModel: JSON.stringify([{ field: 'managerId', sort: 'asc' }]) }).rows[0]!.managerId,
    ).toBeNull();
    expect(run({ sortModel: JSON.stringify([{ field: 'salary', sort: null }]) }).rows[0]!.id).toBe(1);
  });

  it('filters with the grid operators of each type', () => {
    const count = (predicate: (r: (typeof all)[number]) => boolean) => all.filter(predicate).length;
    expect(filter({ items: [{ field: 'name', operator: 'contains', value: ' ABARA ' }] }).rowCount).toBe(
      count((r) => String(r.name).toLowerCase().includes('abara')),
    );
    expect(filter({ items: [{ field: 'salary', operator: '>=', value: '100000' }] }).rowCount).toBe(
      count((r) => Number(r.salary) >= 100000),
    );
    expect(
      filter({ items: [{ field: 'startDate', operator: 'before', value: '2014-01-01T00:00:00.000Z' }] })
        .rowCount,
    ).toBe(count((r) => String(r.startDate) < '2014-01-01'));
    expect(filter({ items: [{ field: 'remote', operator: 'is', value: 'true' }] }).rowCount).toBe(
      count((r) => r.remote === true),
    );
    expect(
      filter({ items: [{ field: 'department', operator: 'isAnyOf', value: ['Legal', 'design'] }] }).rowCount,
    ).toBe(count((r) => r.department === 'Legal' || r.department === 'Design'));
    expect(filter({ items: [{ field: 'managerId', operator: 'isEmpty' }] }).rowCount).toBe(1);
  });

  it('ignores an item without a value, as the grid does, and combines items with or', () => {
    expect(filter({ items: [{ field: 'name', operator: 'contains', value: '' }] }).rowCount).toBe(
      EMPLOYEE_COUNT,
    );
    const legal = all.filter((r) => r.department === 'Legal').length;
    const osaka = all.filter((r) => r.city === 'Osaka').length;
    const both = all.filter((r) => r.department === 'Legal' && r.city === 'Osaka').length;
    const items = [
      { field: 'department', operator: 'is', value: 'Legal' },
      { field: 'city', operator: 'equals', value: 'osaka' },
    ];
    expect(filter({ items, logicOperator: 'or' }).rowCount).toBe(legal + osaka - both);
    expect(filter({ items }).rowCount).toBe(both);
  });

  it('quick-filters: every word somewhere in the row', () => {
    const { rows, rowCount } = filter({ items: [], quickFilterValues: ['lisbon', 'Engineer'] });
    expect(rowCount).toBeGreaterThan(0);
    for (const r of rows) expect(`${r.city} ${r.role}`.toLowerCase()).toMatch(/lisbon.*engineer/);
  });

  it('refuses bad parameters with a reason that names them', () => {
    const reason = (params: Record<string, string>) => {
      try {
        readQuery(employees, new URLSearchParams(params));
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(reason({ pageSize: '500' })).toMatch(/^pageSize: must be a whole number from 1 to 100/);
    expect(reason({ page: '-1' })).toMatch(/^page:/);
    expect(reason({ page: '1.5' })).toMatch(/^page:/);
    expect(reason({ sortModel: '[{' })).toBe('sortModel: not valid JSON');
    expect(reason({ sortModel: '[{"field":"salary","sort":"up"}]' })).toMatch(/^sortModel\[0\]\.sort/);
    expect(reason({ sortModel: '[{"field":"__proto__","sort":"asc"}]' })).toMatch(
      /unknown field "__proto__"/,
    );
    expect(
      reason({ filterModel: '{"items":[{"field":"salary","operator":"contains","value":"1"}]}' }),
    ).toMatch(/operator: "contains" is not an operator of number fields/);
    expect(reason({ filterModel: '{"logicOperator":"xor"}' })).toMatch(/logicOperator/);
    expect(reason({ start: '0' })).toMatch(/give both/);
    expect(reason({ start: '0', end: '200' })).toMatch(/end must be/);
    expect(reason({ page: '0', start: '0', end: '1' })).toMatch(/not both/);
    expect(reason({ delay: '9000' })).toMatch(/^delay:/);
    expect(reason({ failRate: '2' })).toMatch(/^failRate:/);
    expect(reason({ failRate: '' })).toMatch(/^failRate:/);
    expect(reason({ pagesize: '10' })).toMatch(/unknown parameter "pagesize"/);
    expect(reason({})).toBe('accepted');
  });
});

describe('handler', () => {
  const deps = (perMinute = 100): DemoDataDeps => ({
    limiter: new WindowBudget(perMinute),
    proxy: { hops: 0, header: 'x-forwarded-for' },
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  });
  const get = (url: string, d = deps(), name?: string) =>
    handleDemoData(new Request(`http://site.test${url}`), name, d);

  it('answers rows with CORS and no caching', async () => {
    const response = await get('/api/demo-data/employees/?pageSize=3', deps(), 'employees');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ rowCount: EMPLOYEE_COUNT });
    expect(body.rows).toHaveLength(3);
  });

  it('lists the data sets at the index', async () => {
    const body = await (await get('/api/demo-data/')).json();
    expect(body.datasets.employees).toMatchObject({
      rowCount: EMPLOYEE_COUNT,
      fields: { salary: { type: 'number' } },
    });
  });

  it('says what is wrong: 400, 404, and a simulated failure only when asked', async () => {
    const bad = await get('/api/demo-data/employees/?pageSize=0', deps(), 'employees');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^pageSize/);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/api/demo-data/nope/', deps(), 'nope')).status).toBe(404);
    expect((await get('/api/demo-data/employees/?failRate=0.6', deps(), 'employees')).status).toBe(500);
    expect((await get('/api/demo-data/employees/?failRate=0.4', deps(), 'employees')).status).toBe(200);
  });

  it('rate limits per client, with Retry-After', async () => {
    const d = deps(2);
    await get('/api/demo-data/', d);
    await get('/api/demo-data/', d);
    const refused = await get('/api/demo-data/', d);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('waits the delay it is asked for', async () => {
    const waited: number[] = [];
    await get(
      '/api/demo-data/employees/?delay=700',
      { ...deps(), sleep: async (ms) => void waited.push(ms) },
      'employees',
    );
    expect(waited).toEqual([700]);
  });
});

describe('a row: GET reads it, PATCH checks a change and stores nothing', () => {
  const deps = (perMinute = 100): DemoDataDeps => ({
    limiter: new WindowBudget(perMinute),
    proxy: { hops: 0, header: 'x-forwarded-for' },
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  });
  const patch = (id: string, body: unknown, query = '', d = deps(), type = 'application/json') =>
    handleDemoDataRow(
      new Request(`http://site.test/api/demo-data/employees/${id}/${query}`, {
        method: 'PATCH',
        headers: { 'Content-Type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      'employees',
      id,
      d,
    );
  const row12 = all[11]!;

  it('reads one row, with CORS that allows PATCH', async () => {
    const response = await handleDemoDataRow(
      new Request('http://site.test/api/demo-data/employees/12/'),
      'employees',
      '12',
      deps(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ row: row12 });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('answers the row as it would be saved, trimmed, and keeps the data as generated', async () => {
    const response = await patch('12', { salary: 61000, city: '  Porto ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      row: { ...row12, salary: 61000, city: 'Porto' },
      stored: false,
    });
    expect(employees.rows()[11]).toEqual(row12);
    expect((await patch('12', { managerId: null })).status).toBe(200);
  });

  it('refuses what the rules refuse with 422 and every field error, including rules only the server knows', async () => {
    const taken = all[0]!.name;
    const response = await patch('12', { name: taken, salary: 5, startDate: '2011-12-31' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toBe('3 fields are not valid');
    expect(body.fieldErrors).toEqual({
      name: 'is already the name of employee #1',
      salary: 'must be from 20000 to 400000 EUR',
      startDate: 'must be on or after 2012-03-01, when the company was founded',
    });
    const one = await (await patch('12', { department: 'Catering' })).json();
    expect(one.error).toMatch(/^department: must be one of: Engineering, /);
    expect((await (await patch('12', { startDate: '2025-02-30' })).json()).fieldErrors).toEqual({
      startDate: 'must be a real day written YYYY-MM-DD',
    });
    expect((await (await patch('12', { rating: 4.5 })).json()).fieldErrors.rating).toMatch(/whole number/);
    expect((await (await patch('12', { managerId: 12 })).json()).fieldErrors.managerId).toMatch(/themselves/);
    expect((await patch('12', { name: '  ' })).status).toBe(422);
  });

  it('says what is malformed: 400, 404, 415, and failures only when asked', async () => {
    const cases: [Promise<Response>, number, RegExp][] = [
      [patch('12', { salery: 1 }), 400, /^salery: unknown field/],
      [patch('12', { salary: '61000' }), 400, /^salary: must be a number$/],
      [patch('12', { id: 13 }), 400, /^id: cannot be changed/],
      [patch('12', [1]), 400, /^body: must be a JSON object/],
      [patch('12', '{"salary":'), 400, /^body: not valid JSON/],
      [patch('12', { role: 'x'.repeat(5000) }), 400, /^body: at most 4096 bytes/],
      [patch('12', { salary: 1 }, '', deps(), 'text/plain'), 415, /^body: send the changed fields as JSON/],
      [patch('1001', { salary: 50000 }), 404, /^no row with id "1001"/],
      [patch('12', { salary: 50000 }, '?sort=1'), 400, /^unknown parameter "sort"/],
      [patch('12', { salary: 50000 }, '?failRate=0.6'), 500, /^simulated failure/],
    ];
    for (const [response, status, error] of cases) {
      const answered = await response;
      expect(answered.status).toBe(status);
      expect((await answered.json()).error).toMatch(error);
    }
    expect((await patch('12', { salary: 50000 }, '?failRate=0.4')).status).toBe(200);
  });

  it('waits the delay, counts against the same budget', async () => {
    const waited: number[] = [];
    await patch('12', { salary: 50000 }, '?delay=400', {
      ...deps(),
      sleep: async (ms) => void waited.push(ms),
    });
    expect(waited).toEqual([400]);
    const d = deps(1);
    await patch('12', { salary: 50000 }, '', d);
    expect((await patch('12', { salary: 50000 }, '', d)).status).toBe(429);
  });
});

describe('tree, grouping and aggregation (the data source of DataGridPro and DataGridPremium)', () => {
  const query = (dataset: typeof employees, params: Record<string, unknown>) =>
    runQuery(
      dataset,
      readQuery(
        dataset,
        new URLSearchParams(
          Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
      ),
    );

  it('answers one level of the reporting line with each row’s number of children', () => {
    const top = query(employees, { groupKeys: [] });
    expect(top.rows).toEqual([{ ...all[0], childCount: 8 }]);
    const heads = query(employees, { groupKeys: ['1'], pageSize: '100' });
    expect(heads.rowCount).toBe(8);
    expect(heads.rows.every((r) => r.managerId === 1 && Number(r.childCount) > 0)).toBe(true);
    // The filter and the sort apply among siblings.
    const legal = query(employees, {
      groupKeys: ['1'],
      filterModel: { items: [{ field: 'department', operator: 'is', value: 'Legal' }] },
    });
    expect(legal.rows.map((r) => r.role)).toEqual(['Head of Legal']);
    const lead = all.find((r) => r.role === 'Counsel lead')!;
    const team = query(employees, {
      groupKeys: ['1', String(lead.managerId), String(lead.id)],
      sortModel: [{ field: 'salary', sort: 'desc' }],
      pageSize: '100',
    });
    expect(team.rowCount).toBe(all.filter((r) => r.managerId === lead.id).length);
    const salaries = team.rows.map((r) => Number(r.salary));
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(team.rows.every((r) => r.childCount === 0)).toBe(true);
  });

  it('aggregates a tree level: each parent over everyone below it, the footer over the parent’s whole subtree', () => {
    const sum = (rows: readonly Record<string, unknown>[]) => rows.reduce((t, r) => t + Number(r.salary), 0);
    const top = query(employees, { groupKeys: [], aggregationModel: { salary: 'sum' } });
    expect(top.aggregateRow).toEqual({ salary: sum(all) });
    expect(top.rows[0]!.aggregates).toEqual({ salary: sum(all) - Number(all[0]!.salary) });
    const lead = all.find((r) => r.role === 'Counsel lead')!;
    const team = all.filter((r) => r.managerId === lead.id);
    const legal = query(employees, {
      groupKeys: ['1', String(lead.managerId)],
      aggregationModel: { salary: 'sum' },
      pageSize: '100',
    });
    const leadRow = legal.rows.find((r) => r.id === lead.id)!;
    expect(leadRow.aggregates).toEqual({ salary: sum(team) });
    // Leaves have nobody below them: no aggregates. The filter applies below as well.
    const members = query(employees, {
      groupKeys: ['1', String(lead.managerId), String(lead.id)],
      aggregationModel: { salary: 'sum' },
    });
    expect(members.rows.every((r) => r.aggregates === undefined)).toBe(true);
    const senior = query(employees, {
      groupKeys: [],
      aggregationModel: { salary: 'sum' },
      filterModel: { items: [{ field: 'salary', operator: '>', value: 150000 }] },
    });
    expect(senior.aggregateRow).toEqual({ salary: sum(all.filter((r) => Number(r.salary) > 150000)) });
  });

  it('groups by one field after another, with counts, aggregates and a total row', () => {
    const countries = query(orders, {
      groupFields: ['country', 'category'],
      aggregationModel: { total: 'sum', quantity: 'sum', unitPrice: 'max', placedOn: 'min' },
      pageSize: '100',
    });
    expect(countries.rowCount).toBe(12);
    const byCountry = new Map<string, number>();
    for (const row of orders.rows())
      byCountry.set(String(row.country), (byCountry.get(String(row.country)) ?? 0) + 1);
    for (const group of countries.rows) expect(group.childCount).toBe(byCountry.get(String(group.groupKey)));
    expect(countries.rows.map((r) => r.groupKey)).toEqual([...byCountry.keys()].sort());
    const total = orders.rows().reduce((sum, row) => sum + Number(row.total), 0);
    expect(countries.aggregateRow?.total).toBeCloseTo(total, 1);
    expect(countries.aggregateRow?.placedOn).toBe('2024-01-01');

    const germany = query(orders, {
      groupFields: ['country', 'category'],
      groupKeys: ['Germany'],
      aggregationModel: { total: 'sum' },
      sortModel: [{ field: 'total', sort: 'desc' }],
    });
    expect(germany.rows[0]).toMatchObject({ id: 'country=Germany/category=Tents', groupKey: 'Tents' });
    const sums = germany.rows.map((r) => (r.aggregates as { total: number }).total);
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
    expect(germany.aggregateRow?.total).toBeCloseTo(
      countries.rows.find((r) => r.groupKey === 'Germany')!.aggregates!['total' as never],
      1,
    );

    const tents = query(orders, {
      groupFields: ['country', 'category'],
      groupKeys: ['Germany', 'Tents'],
      pageSize: '5',
    });
    expect(tents.rows).toHaveLength(5);
    expect(tents.rows.every((r) => r.country === 'Germany' && r.category === 'Tents')).toBe(true);
    expect(tents.rowCount).toBe(germany.rows.find((r) => r.groupKey === 'Tents')!.childCount);
  });

  it('serves 100,000 orders in ranges, in a stable order, for lazy loading', () => {
    expect(orders.rows()).toHaveLength(ORDER_COUNT);
    expect(generateOrders().slice(0, 50)).toEqual(orders.rows().slice(0, 50));
    const sort = [{ field: 'total', sort: 'desc' }];
    const first = query(orders, { start: '0', end: '99', sortModel: sort });
    const next = query(orders, { start: '100', end: '199', sortModel: sort });
    expect(first.rowCount).toBe(ORDER_COUNT);
    expect(Number(first.rows[99]!.total)).toBeGreaterThanOrEqual(Number(next.rows[0]!.total));
  });

  it('refuses what it cannot answer, naming the parameter', () => {
    expect(() => query(orders, { groupKeys: [] })).toThrow(/^groupKeys: this data set has no tree/);
    expect(() => query(orders, { groupFields: ['country'], groupKeys: ['a', 'b'] })).toThrow(
      /^groupKeys: more keys than groupFields/,
    );
    expect(() => query(orders, { groupFields: ['colour'] })).toThrow(
      /^groupFields\[0\]: unknown field "colour"/,
    );
    expect(() => query(orders, { aggregationModel: { status: 'sum' } })).toThrow(
      /^aggregationModel.status: sum needs a number field/,
    );
    expect(() => query(orders, { aggregationModel: { total: 'median' } })).toThrow(
      /^aggregationModel.total: "median" is not a function of this API/,
    );
  });
});
