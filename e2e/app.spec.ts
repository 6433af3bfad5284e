import { expect, test } from './fixtures';

test('opening the app warns in the console about pasting code', async ({ page }) => {
  const warning = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'warning' && message.text().includes('consola'),
  });
  await page.goto('/');
  await warning;
});

test('an unknown path shows the not-found page at /404-not-found, named in the tab', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL('/404-not-found');
  await expect(page).toHaveTitle('Page not found · Admin');
});
