import { expect, test } from '@playwright/test';

// The demo data API as a browser in a sandbox sees it (src/demo-data/, docs/demo-data-api.md):
// open to other origins, read-only, 400 with a reason for a bad parameter, latency on demand.
const SANDBOX = { origin: 'https://codesandbox.io' };

test('answers a cross-origin page of sorted, filtered rows', async ({ request }) => {
  const params = new URLSearchParams({
    page: '1',
    pageSize: '5',
    sortModel: JSON.stringify([{ field: 'salary', sort: 'desc' }]),
    filterModel: JSON.stringify({ items: [{ field: 'department', operator: 'is', value: 'Design' }] }),
  });
  const response = await request.get(`/api/demo-data/employees/?${params}`, { headers: SANDBOX });
  expect(response.status()).toBe(200);
  expect(response.headers()['access-control-allow-origin']).toBe('*');
  expect(response.headers()['cache-control']).toBe('no-store');
  const { rows, rowCount } = await response.json();
  expect(rows).toHaveLength(5);
  expect(rowCount).toBeGreaterThan(10);
  for (const row of rows) expect(row.department).toBe('Design');
  const salaries = rows.map((row: { salary: number }) => row.salary);
  expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
});

test('answers the preflight, refuses writes, and names a bad parameter', async ({ request }) => {
  const preflight = await request.fetch('/api/demo-data/employees/', {
    method: 'OPTIONS',
    headers: { ...SANDBOX, 'access-control-request-method': 'GET' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');

  const post = await request.post('/api/demo-data/employees/', { headers: SANDBOX, data: {} });
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD, OPTIONS');

  const bad = await request.get('/api/demo-data/employees/?filterModel=%7B', { headers: SANDBOX });
  expect(bad.status()).toBe(400);
  expect(bad.headers()['access-control-allow-origin']).toBe('*');
  expect(await bad.json()).toEqual({ error: 'filterModel: not valid JSON' });

  expect((await request.get('/api/demo-data/payroll/')).status()).toBe(404);
});

test('waits when asked to, and fails when asked to', async ({ request }) => {
  const started = Date.now();
  expect((await request.get('/api/demo-data/employees/?delay=400&pageSize=1')).status()).toBe(200);
  // A lower bound only: the server waited at least what it was asked.
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  const failed = await request.get('/api/demo-data/employees/?failRate=1');
  expect(failed.status()).toBe(500);
  expect((await failed.json()).error).toMatch(/^simulated failure/);
});
