// The settings page (/ajustes): the account saved through the API (and still there
// after a reload), the picture's rules, a refused save, the unsaved-changes guard, the
// appearance in step with the settings drawer, the language, the section in the address.
import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

const account = (page: Page) => page.getByRole('form', { name: 'Account' });

async function openAccount(page: Page) {
  await page.goto('/ajustes');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(account(page).getByLabel('Name')).not.toHaveValue('');
}

/** An "about" text no other test (or run) writes. */
const uniqueAbout = () => `Grows cherries in Curicó ${Date.now().toString(36)}`;

test('the account checks as the user types, saves, and survives a reload', async ({ page }) => {
  await openAccount(page);
  const form = account(page);
  const save = form.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();

  const email = form.getByLabel('E-mail');
  const original = await email.inputValue();
  await email.fill('not-an-address');
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(save).toBeDisabled();
  await email.fill(original);
  await expect(form.getByText('Enter a valid e-mail address.')).toBeHidden();

  const about = uniqueAbout();
  await form.getByLabel('About').fill(about);
  await expect(form.getByText(`${500 - about.length} characters left.`)).toBeVisible();
  await form.getByLabel('Status').selectOption('busy');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Your account was saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(account(page).getByLabel('About')).toHaveValue(about);
  await expect(account(page).getByLabel('Status')).toHaveValue('busy');

  // Back to online for the other specs.
  await account(page).getByLabel('Status').selectOption('online');
  await account(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account was saved.')).toBeVisible();
});

test('a refused save keeps what was typed and says so', async ({ page }) => {
  await openAccount(page);
  await refuse(page, 'UpdateAccount');
  const about = account(page).getByLabel('About');
  await about.fill('This will not be saved');
  await account(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account could not be saved.')).toBeVisible();
  await expect(about).toHaveValue('This will not be saved');
  await expect(account(page).getByRole('button', { name: 'Save changes' })).toBeEnabled();

  // Escape discards.
  await about.press('Escape');
  await expect(about).not.toHaveValue('This will not be saved');
  await expect(account(page).getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('a picture must be an image of at most 5 MB; Cancel discards it', async ({ page }) => {
  await openAccount(page);
  const form = account(page);
  const file = form.getByLabel('Picture file');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(form.getByRole('alert')).toHaveText(
    '“notes.txt” is not a JPEG, PNG, GIF or WebP image.',
  );
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(form.getByRole('alert')).toHaveText('“huge.png” is larger than 5 MB.');
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await form.getByRole('button', { name: 'Remove picture' }).click();
  await expect(form.getByRole('img', { name: 'Your picture' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByRole('img', { name: 'Your picture' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await openAccount(page);
  const about = account(page).getByLabel('About');
  await about.fill('Half-written thought');
  // Another section keeps the change.
  await page.getByRole('tab', { name: 'Language' }).click();
  await expect(page).toHaveURL('/ajustes?section=language');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(about).toHaveValue('Half-written thought');

  await page.getByRole('link', { name: 'Hectares' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/ajustes');
  await expect(about).toHaveValue('Half-written thought');

  await page.getByRole('link', { name: 'Hectares' }).first().click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/hectareas');
});

test('appearance is the drawer’s: a theme chosen here is checked there', async ({ page }) => {
  await page.goto('/ajustes?section=appearance');
  const section = page.getByRole('tabpanel', { name: 'Appearance' });
  await section.getByRole('radio', { name: 'Rose' }).check();
  await expect(page.locator('html')).toHaveClass(/\btheme-rose\b/);
  await section.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer.getByRole('radio', { name: 'Rose' })).toBeChecked();
  await drawer.getByRole('radio', { name: 'Teal' }).check();
  await page.keyboard.press('Escape');
  await expect(section.getByRole('radio', { name: 'Teal' })).toBeChecked();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Appearance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('html')).toHaveClass(/\btheme-teal\b/);
});

test('the drawer slides in, or shows at once when the system asks for less motion', async ({
  page,
}) => {
  await page.goto('/ajustes');
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  // Its panel's opening animation, in seconds, as the page computes it.
  const opening = async () => {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(drawer).toBeVisible();
    const seconds = await drawer.evaluate((panel) =>
      parseFloat(getComputedStyle(panel).animationDuration),
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    return seconds;
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await opening()).toBeGreaterThanOrEqual(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await opening()).toBeLessThan(0.001);
});

test('the language section switches the interface, and it stays', async ({ page }) => {
  await page.goto('/ajustes?section=language');
  await page.getByRole('radio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Idioma' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the settings page passes axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openAccount(page);
  await expectAccessibleInBothSchemes(page);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expectAccessibleInBothSchemes(page);
});
