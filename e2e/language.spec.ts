// English and Turkish: the language select in the shell, remembered in localStorage.
import type { Page } from '@playwright/test';
import { AUTH_FILE, storedItem } from './auth';
import { expect, test } from './fixtures';

/** The localStorage key of the chosen language (client/src/app/i18n.ts). */
const LANGUAGE_KEY = 'language';

function storedLanguage(page: Page): Promise<string | null> {
  return storedItem(page, LANGUAGE_KEY);
}

test.describe('signed in', () => {
  test.use({ storageState: AUTH_FILE });

  test.beforeEach(async ({ page }) => {
    await page.goto('/administracion');
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu', exact: true })).toBeVisible();
  });

  test('Türkçe translates the shell, survives a reload, and English comes back', async ({
    page,
  }) => {
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Türkçe' });
    await expect(page.getByRole('button', { name: 'Kullanıcı menüsü', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu', exact: true })).toHaveCount(0);
    // The select's own label is translated too.
    await expect(page.getByLabel('Dil', { exact: true })).toHaveValue('tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(await storedLanguage(page)).toBe('tr');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kullanıcı menüsü', exact: true })).toBeVisible();
    await expect(page.getByLabel('Dil', { exact: true })).toHaveValue('tr');

    await page.getByLabel('Dil', { exact: true }).selectOption({ label: 'English' });
    await expect(page.getByRole('button', { name: 'User menu', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
    expect(await storedLanguage(page)).toBe('en');
  });

  test('after a reload in Turkish the page still declares lang="tr"', async ({ page }) => {
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Türkçe' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('after choosing Türkçe, signing out leads to a Turkish sign-in page', async ({ page }) => {
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Türkçe' });
    await page.getByRole('button', { name: 'Kullanıcı menüsü', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Oturumu kapat', exact: true }).click();
    await expect(page.getByText('Oturumunuz kapatıldı')).toBeVisible();
    await page.getByRole('button', { name: 'Şimdi oturum aç', exact: true }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { name: 'Oturum aç', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Oturum aç', exact: true })).toBeVisible();
    await expect(page.getByLabel('E-posta adresi', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Parola', { exact: true })).toBeVisible();
  });
});

test('a visitor whose stored language is Turkish gets a Turkish sign-in page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.setStorageState({
    cookies: [],
    origins: [{ origin: baseURL!, localStorage: [{ name: LANGUAGE_KEY, value: 'tr' }] }],
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Oturum aç', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oturum aç', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toHaveCount(0);
});
