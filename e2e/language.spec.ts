// English, Turkish and Spanish: the language menu in the shell, remembered in
// localStorage; without a saved choice the browser's preferred language decides.
import type { Page } from '@playwright/test';
import { storedItem } from './auth';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';

/** The localStorage key of the chosen language (client/src/config/storage.ts). */
const LANGUAGE_KEY = 'language';

function storedLanguage(page: Page): Promise<string | null> {
  return storedItem(page, LANGUAGE_KEY);
}

/** Opens the language menu (named `menuName` in the current language) by keyboard and picks `label`. */
async function chooseLanguage(page: Page, menuName: string, label: string) {
  await page.getByRole('button', { name: menuName, exact: true }).focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitemradio', { name: label, exact: true });
  await expect(item).toBeVisible();
  // Arrow down to it, as a keyboard user does, then choose it.
  for (let step = 0; step < 3 && (await item.getAttribute('data-highlighted')) === null; step++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test.describe('signed in', () => {
  test.use({ signedIn: true });

  test.beforeEach(async ({ page }) => {
    await page.goto('/administracion');
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu', exact: true })).toBeVisible();
  });

  test('the menu lists the three languages with the current one checked', async ({ page }) => {
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    const items = page.getByRole('menuitemradio');
    await expect(items).toHaveText(['English', 'Türkçe', 'Español']);
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // Each starts with its flag, drawn in the page (no image is fetched).
    for (const item of await items.all()) await expect(item.locator('svg').first()).toBeVisible();
  });

  test('Türkçe translates the shell, survives a reload, and English comes back', async ({
    page,
  }) => {
    await chooseLanguage(page, 'Language', 'Türkçe');
    await expect(page.getByRole('button', { name: 'Kullanıcı menüsü', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(await storedLanguage(page)).toBe('tr');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Yönetim', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    await chooseLanguage(page, 'Dil', 'English');
    await expect(page.getByRole('button', { name: 'User menu', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
    expect(await storedLanguage(page)).toBe('en');
  });

  test('Español translates the shell and its navigation, and survives a reload', async ({
    page,
  }) => {
    await chooseLanguage(page, 'Language', 'Español');
    await expect(page.getByRole('heading', { name: 'Administración', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de usuario', exact: true })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(navigation.getByRole('link', { name: 'Contactos' })).toBeVisible();
    await expect(navigation.getByText('APLICACIONES', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Administración · Admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Administración', exact: true })).toBeVisible();
    expect(await storedLanguage(page)).toBe('es');
  });

  test('after choosing Türkçe, signing out leads to a Turkish sign-in page', async ({ page }) => {
    await chooseLanguage(page, 'Language', 'Türkçe');
    await page.getByRole('button', { name: 'Kullanıcı menüsü', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Oturumu kapat', exact: true }).click();
    await expect(page.getByText('Oturumunuz kapatıldı')).toBeVisible();
    await page.getByRole('button', { name: 'Şimdi oturum aç', exact: true }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { name: 'Oturum aç', exact: true })).toBeVisible();
    await expect(page.getByLabel('E-posta adresi', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Parola', { exact: true })).toBeVisible();
  });

  test('the fullscreen button enters and leaves fullscreen', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Fullscreen', exact: true });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('HTML');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('the fullscreen button logs a refusal instead of failing', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.evaluate(() => {
      document.documentElement.requestFullscreen = () => Promise.reject(new TypeError('refused'));
    });
    const button = page.getByRole('button', { name: 'Fullscreen', exact: true });
    await button.click();
    await expect.poll(() => logged).toContain('Entering fullscreen mode failed.');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('the open language menu passes axe in light and dark mode', async ({ page }) => {
    await followSystemScheme(page);
    await page.reload();
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessibleInBothSchemes(page);
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

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-CL' });

  test('gets a Spanish sign-in page, without saving a choice', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toHaveCount(0);
    expect(await storedLanguage(page)).toBeNull();
  });

  test('still gets English when English was chosen before', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
