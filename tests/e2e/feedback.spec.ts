import { expect, test } from '@playwright/test';

const PAGE = '/x/introduction/licensing/';

test('feedback: yes, a comment, submit, and the thanks stays for that page', async ({ page }) => {
  await page.goto(PAGE);
  const widget = page.locator('section[aria-labelledby="feedback-title"]');
  await expect(widget.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();
  await widget.getByRole('button', { name: 'Yes' }).click();
  await expect(widget.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await widget.getByLabel('What helped? (optional)').fill('The plan table answered my question.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/feedback/'));
  await widget.getByRole('button', { name: 'Submit' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(JSON.parse(response.request().postData()!)).toEqual({
    pathname: PAGE,
    helpful: 'yes',
    comment: 'The plan table answered my question.',
  });
  await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback.');
  await page.reload();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
});

test('feedback: a failed submit shows the message, keeps the comment, and the retry reuses its key', async ({
  page,
}) => {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/feedback/')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.route('**/api/feedback/', (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }));
  await page.goto(PAGE);
  const widget = page.locator('section[aria-labelledby="feedback-title"]');
  await widget.getByRole('button', { name: 'No' }).click();
  const comment = widget.getByLabel('What was missing or wrong? (optional)');
  await comment.fill('An example with a licence key in .env would help.');
  await widget.getByRole('button', { name: 'Submit' }).click();
  await expect(widget.getByRole('alert')).toHaveText("Couldn't submit feedback. Please try again later.");
  await expect(comment).toHaveValue('An example with a licence key in .env would help.');
  await page.unroute('**/api/feedback/');
  await widget.getByRole('button', { name: 'Submit' }).click();
  await expect(widget.getByRole('status')).toHaveText('Thank you for your feedback.');
  // The same answer sent again: the server stores it once even if the first post had landed.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('page_view reaches /api/events with the page and its product ids', async ({ page }) => {
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/') && (r.postData() ?? '').includes('"page_view"'),
  );
  await page.goto('/x/react-data-grid/');
  const request = await sent;
  const events = (JSON.parse(request.postData()!) as { events: Record<string, string>[] }).events;
  expect(events.find((e) => e.name === 'page_view')).toEqual({
    name: 'page_view',
    pathname: '/x/react-data-grid/',
    title: 'Data Grid',
    productId: 'x-data-grid',
    productCategoryId: 'x',
  });
  expect((await request.response())?.status()).toBe(201);
});

test('click events come from data attributes', async ({ page }) => {
  await page.goto('/x/introduction/');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/') && (r.postData() ?? '').includes('"click"'),
  );
  // The footer's "Back to top" link carries data-ga-event-category="page" and -action.
  await page.getByRole('link', { name: 'Back to top' }).click();
  const events = (JSON.parse((await sent).postData()!) as { events: Record<string, string>[] }).events;
  expect(events).toContainEqual({
    name: 'click',
    pathname: '/x/introduction/',
    category: 'page',
    action: 'back-to-top',
  });
});
