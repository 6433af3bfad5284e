// The in-app docs (/docs): a guide reached from the navigation, its internal links
// followed through the router, the changelog, an unknown guide's not-found state inside
// the docs, and the guides in the reader's language at the same section addresses.
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

test('a guide renders from the navigation, and its links move through the router', async ({
  page,
}) => {
  await page.goto('/administracion');
  await page.getByRole('link', { name: 'Guides', exact: true }).first().click();
  await expect(page).toHaveURL('/docs/guides/getting-started/introduction');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Introduction/ })).toBeVisible();
  const docsNav = page.getByRole('navigation', { name: 'Documentation' });
  await expect(docsNav.getByRole('link', { name: 'Getting started' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Rendered Markdown: a code block and a table.
  await expect(page.locator('article pre').filter({ hasText: 'npm start' }).first()).toBeVisible();
  await expect(page.locator('article table').first()).toContainText('npm run server');

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page
    .locator('article')
    .getByRole('link', { name: 'Signing in', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL('/docs/guides/signing-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Signing in' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await expect(page.locator('article table')).toContainText('hughes.brian@company.com');

  // A section's own address, shared or reloaded.
  await page.goto('/docs/guides/signing-in#tokens');
  await expect(page.getByRole('heading', { level: 2, name: /^Tokens/ })).toBeInViewport();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exploring the API' })).toBeVisible();
});

test('the changelog renders with its releases listed', async ({ page }) => {
  // The table of contents shows on wide screens only.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs/changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^0\.1\.0 - 2026-11-22/ }),
  ).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Unreleased' }).click();
  await expect(page).toHaveURL('/docs/changelog#unreleased');
  await expect(page.getByRole('heading', { level: 2, name: /^Unreleased/ })).toBeInViewport();
});

test('an unknown guide shows a not-found state inside the docs', async ({ page }) => {
  await page.goto('/docs/guides/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no document at /docs/guides/no-such-guide.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Getting started' }).click();
  await expect(page).toHaveURL('/docs/guides/getting-started');
  await page.goto('/docs');
  await expect(page).toHaveURL('/docs/guides/getting-started');
});

test('a Spanish reader gets the Spanish guide, and a section address opens at the same section in every language', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  // The English guide's section id, so the address is the same in every language.
  await page.goto('/docs/guides/rest-adapter/size-limits');
  const docsNav = page.getByRole('navigation', { name: 'Documentación' });
  await expect(docsNav.getByRole('link', { name: 'El adaptador REST' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'El adaptador REST' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Límites de tamaño/ }),
  ).toBeInViewport();
  await expect(page.getByText(/no tiene traducción/)).toHaveCount(0);

  // Another language, chosen on the page, shows its own guide at the same section.
  await page.getByRole('button', { name: 'Idioma', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'REST bağdaştırıcısı' })).toBeVisible();
  await expect(page).toHaveURL('/docs/guides/rest-adapter/size-limits');
  await expect(page.getByRole('heading', { level: 2, name: /^Boyut sınırları/ })).toBeInViewport();
  await expect(page.getByText(/henüz çevirisi yok/)).toHaveCount(0);
});

test('a guide passes axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await page.goto('/docs/guides/explorer-and-sandbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Exploring the API' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
