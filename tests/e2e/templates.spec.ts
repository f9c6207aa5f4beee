import { expect, test, type Page } from '@playwright/test';
import { TEMPLATES } from '../../templates/catalog';
import { checkPage, formatFinding } from './a11y';

// Pro packages log this by design without a licence key (CI has none).
const EXPECTED = [/MUI X: Missing license key/i, /mui\.com\/r\/x-license/i];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED.some((re) => re.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

for (const template of TEMPLATES) {
  for (const width of [390, 1440]) {
    test(`${template.slug} renders at ${width}px without horizontal scrolling or errors`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/templates/${template.slug}/`);
      await expect(page).toHaveTitle(`${template.title} template - MUI X`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Template' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      expect(await page.getByRole('alert').filter({ hasText: 'stopped working' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
}

test('sign-in rejects an invalid email with a message, and accepts a valid one', async ({ page }) => {
  await page.goto('/templates/sign-in/');
  // Typing before hydration would be reset by React: wait until the page's code has run.
  await page.waitForLoadState('networkidle');
  const email = page.getByRole('textbox', { name: /email/i }).first();
  await email.fill('not-an-email');
  await page
    .getByLabel(/^password/i)
    .first()
    .fill('correct horse battery');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill('ada@example.com');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
  await expect(page.getByText(/Signed in as ada@example\.com/)).toBeVisible();
});

test('the onepirate template loads its self-hosted fonts', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (/\.woff2$/.test(r.url()) && r.ok()) fonts.push(r.url());
  });
  await page.goto('/templates/onepirate/');
  // document.fonts.ready can settle before the template's text asks for its faces (they load
  // on first use), so wait for the faces themselves.
  const loadedFamilies = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => f.family)
        .join(' '),
    );
  // next/font names the faces after the variables: robotoCondensed and workSans, with a hash.
  await expect.poll(loadedFamilies).toMatch(/robotoCondensed/i);
  await expect.poll(loadedFamilies).toMatch(/workSans/i);
  expect(fonts.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  const heading = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(heading).toMatch(/robotoCondensed/i);
});

test('other pages do not get the onepirate fonts', async ({ page }) => {
  await page.goto('/templates/sign-in/');
  const defined = await page.evaluate(() =>
    getComputedStyle(document.querySelector('h1')!).getPropertyValue('--font-onepirate-heading'),
  );
  expect(defined.trim()).toBe('');
});

test('the gallery shows every template live, with its source and a full-page link', async ({ page }) => {
  await page.goto('/templates/');
  await expect(page.locator('h1')).toHaveText('Templates');
  for (const template of TEMPLATES) {
    const section = page.locator(`section#${template.slug}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(template.title);
    await expect(section.getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      `/templates/${template.slug}/`,
    );
    await expect(section.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^/demo-frame/templates/${template.slug}/${template.name}/`),
    );
  }
  const dashboard = page.locator('section#dashboard');
  await dashboard.scrollIntoViewIfNeeded();
  await dashboard.getByRole('button', { name: 'Show the full source' }).click();
  await expect(dashboard.locator('.demo-code')).toContainText('export default function Dashboard()');
  await expect(dashboard.getByRole('button', { name: 'Open in CodeSandbox' })).toBeVisible();
  // Live edits would not reach an isolated frame, so the gallery does not offer them.
  await expect(dashboard.getByRole('button', { name: 'Edit the code live' })).toHaveCount(0);
});

// Both once failed axe (an <hr> inside a <dl>; role="button" children directly in a list):
// every rule, in each mode, with the mode applied before the first paint.
for (const slug of ['checkout', 'marketing-page']) {
  for (const mode of ['light', 'dark'] as const) {
    test(`/templates/${slug}/ passes axe in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/templates/${slug}/`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      await page.waitForLoadState('networkidle');
      const { failing } = await checkPage(page, `/templates/${slug}/ [${mode}]`);
      expect(failing.map(formatFinding)).toEqual([]);
    });
  }
}
