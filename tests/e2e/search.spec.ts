import { expect, test } from '@playwright/test';

test('Ctrl+K opens the quick search; Enter goes to the result; Escape returns focus', async ({ page }) => {
  await page.goto('/x/introduction/');
  // Shortcuts work once the page has hydrated.
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('key installation');
  await expect(dialog.getByRole('option').first()).toContainText('License key installation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await input.fill('telemetry');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/guides\/telemetry\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Telemetry/);
});

test('the quick search says when nothing matches', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill('zzzz');
  await expect(page.getByRole('status')).toContainText('No page or section matches');
});
