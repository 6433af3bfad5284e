// The shortcuts panel: view, modify, add and edit modes (SPEC section 4), the form's
// checks (section 5), the confirmation before a delete (section 9), and every change
// still there after a reload.
import type { Page } from '@playwright/test';
import { requestAccessToken } from './auth';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

/** Opens the shortcuts panel on /administracion (after a fresh load) and returns it. */
async function openPanel(page: Page) {
  await page.goto('/administracion');
  await expect(page.getByRole('heading', { name: 'Administration', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Shortcuts' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A label no other test (or run) uses. */
const uniqueLabel = (what: string) => `${what} ${Date.now().toString(36)}`;

test('in view mode a shortcut leads to its page through the router', async ({ page, request }) => {
  // A shortcut of this test's own, to a page that exists, made through the REST adapter.
  const label = uniqueLabel('Hectares');
  const token = await requestAccessToken(request);
  const created = await request.post('/api/common/shortcuts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      shortcut: { label, icon: 'heroicons_outline:map', link: '/hectareas', useRouter: true },
    },
  });
  expect(created.status()).toBe(200);

  const panel = await openPanel(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await panel.getByRole('link', { name: new RegExp(label) }).click();
  await expect(page).toHaveURL('/hectareas');
  await expect(page.getByRole('heading', { name: 'Hectares', exact: true })).toBeVisible();
  await expect(panel).toBeHidden();
  // The router moved, the page was not loaded again.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('adding a shortcut checks the form as the user types and persists', async ({ page }) => {
  const label = uniqueLabel('Finance report');
  let panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Edit shortcuts' }).click();
  await panel.getByRole('button', { name: 'Add shortcut' }).click();

  const form = page.getByRole('form', { name: 'Add shortcut' });
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Link').fill('javascript:alert(1)');
  await expect(
    form.getByText('Enter an app path starting with / or an http(s) address'),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await form.getByLabel('Link').fill('/dashboards/finance');
  await expect(
    form.getByText('Enter an app path starting with / or an http(s) address'),
  ).toBeHidden();
  // The icon, picked by keyboard from the API's icon set.
  await form.getByRole('combobox', { name: 'Icon' }).fill('chart-pie');
  await page.getByRole('option', { name: 'chart-pie', exact: true }).click();
  await expectAccessible(page);
  await save.click();

  // Saving returns to modify mode, with the new shortcut first.
  await expect(panel.getByRole('button', { name: `Edit ${label}` })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add shortcut' })).toBeVisible();

  panel = await openPanel(page);
  const link = panel.getByRole('link', { name: new RegExp(label) });
  await expect(link).toHaveAttribute('href', '/dashboards/finance');
});

test('editing and deleting a shortcut ask as SPEC says and persist', async ({ page }) => {
  const label = uniqueLabel('Team notes');
  const renamed = `${label} (field)`;
  // A shortcut of this test's own, made through the panel.
  let panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Edit shortcuts' }).click();
  await panel.getByRole('button', { name: 'Add shortcut' }).click();
  let form = page.getByRole('form', { name: 'Add shortcut' });
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Link').fill('https://example.org/notes');
  await form.getByText('Open inside the app').click();
  await expect(form.getByRole('checkbox', { name: 'Open inside the app' })).not.toBeChecked();
  await form.getByRole('combobox', { name: 'Icon' }).fill('pencil-square');
  await page.getByRole('option', { name: 'pencil-square', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();

  // Edit: unchanged, Save stays disabled; Cancel goes back to modify mode.
  await panel.getByRole('button', { name: `Edit ${label}` }).click();
  form = page.getByRole('form', { name: 'Edit shortcut' });
  await expect(form.getByLabel('Label')).toHaveValue(label);
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Label').fill(renamed);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('button', { name: `Edit ${renamed}` })).toBeVisible();

  panel = await openPanel(page);
  // A plain link: a new tab, not the router.
  const link = panel.getByRole('link', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
  await expect(link).toHaveAttribute('target', '_blank');

  await panel.getByRole('button', { name: 'Edit shortcuts' }).click();
  await panel.getByRole('button', { name: `Edit ${renamed}` }).click();
  await page
    .getByRole('form', { name: 'Edit shortcut' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm action' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Are you sure you want to confirm this action?')).toBeVisible();
  await expectAccessible(page);
  // Not dismissed by a click outside; Cancel keeps the shortcut.
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page
    .getByRole('form', { name: 'Edit shortcut' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // Deleting returns to modify mode, without it.
  await expect(panel.getByRole('button', { name: 'Add shortcut' })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Edit ${renamed}` })).toHaveCount(0);

  panel = await openPanel(page);
  await expect(panel.getByRole('link').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(label) })).toHaveCount(0);
});

test('opened from the keyboard, the panel takes the focus and gives it back', async ({ page }) => {
  await page.goto('/administracion');
  const button = page.getByRole('button', { name: 'Shortcuts', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Shortcuts' });
  await expect(panel.getByRole('button', { name: 'Edit shortcuts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('the panel always opens in view mode', async ({ page }) => {
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Edit shortcuts' }).click();
  await panel.getByRole('button', { name: 'Add shortcut' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Shortcuts', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Edit shortcuts' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add shortcut' })).toHaveCount(0);
});
