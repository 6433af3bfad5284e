// The academy: the catalogue's category, search and "hide completed" in the address; a
// course stepped through with next, previous and the list of steps, its progress saved
// as the learner moves on (the furthest step, resumed after a reload, shown on the card
// at once, rolled back when refused; reviewing loses neither progress nor completion);
// Finish counting the course completed, also right after a slow step save; an unknown
// course inside the app.
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

const FIRST_LOAD = { timeout: 15_000 };

// Courses of the sample data (fixtures/academy.ts); each test that writes has its own.
const MESSAGES = { id: '86da9c65-1d9f-4570-8feb-65c0bf1c8ac7', title: 'Mensajes y notificaciones' };
const PANELS = { id: 'f233920c-1aa7-415f-8af4-379c40a76b0c', title: 'Paneles y gráficos' };
const FIELDS = {
  id: 'e1983119-5014-47d6-8bcc-f083a83dd573',
  title: 'Registro de hectáreas y cuarteles',
};
const BACKUPS = {
  id: 'f37d7d23-f6c0-4769-876b-24234022ba45',
  title: 'Respaldo y auditoría de datos',
};

const courses = (page: Page) => page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
const card = (page: Page, title: string) =>
  courses(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 });

async function openCatalogue(page: Page, search = '') {
  await page.goto(`/apps/academy${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: MESSAGES.title }).first()).toBeAttached(FIRST_LOAD);
}

test('the catalogue filters by category, title and completion, all kept in the address', async ({
  page,
}) => {
  await openCatalogue(page);
  await expect(page.getByText('18 courses')).toBeVisible();

  const category = page.getByRole('combobox', { name: 'Category' });
  await category.selectOption({ label: 'Pagos y finanzas' });
  await expect(page).toHaveURL(/[?&]category=pagos/);
  await expect(card(page, 'Conciliación bancaria')).toBeVisible();
  await expect(card(page, MESSAGES.title)).toHaveCount(0);

  // Hide completed: "Presupuesto de temporada" was finished; "Conciliación bancaria" was not.
  const hide = page.getByRole('checkbox', { name: 'Hide completed' });
  await hide.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]hideCompleted=1/);
  await expect(card(page, 'Presupuesto de temporada')).toHaveCount(0);
  await expect(card(page, 'Conciliación bancaria')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('conciliacion');
  await expect(page).toHaveURL(/[?&]search=conciliacion/);
  await expect(courses(page)).toHaveCount(1);
  await expect(page.getByText('1 of 18 courses shown')).toBeVisible();

  // A reload restores the selection; back undoes the last filter.
  await page.reload();
  await expect(category).toHaveValue('pagos', FIRST_LOAD);
  await expect(hide).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue(
    'conciliacion',
  );
  await expect(courses(page)).toHaveCount(1);

  // Nothing matches: the empty list says so and clears the filters.
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('zzz');
  await expect(page.getByText('No courses match “zzz”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/apps\/academy$/);
  await expect(courses(page)).toHaveCount(18);
  await page.goBack();
  await expect(page).toHaveURL(/search=zzz/);
  await expect(page.getByText('No courses match “zzz”')).toBeVisible();
});

test('the catalogue and a course pass axe in light and dark mode', async ({ page }) => {
  await followSystemScheme(page);
  await openCatalogue(page);
  await expectAccessibleInBothSchemes(page);
  // Where the learner stopped (step 2): opening it saves nothing.
  await page.goto(`/apps/academy/${BACKUPS.id}`);
  await expect(stepHeading(page)).toHaveText('El historial de cambios', FIRST_LOAD);
  await expectAccessibleInBothSchemes(page);
});

test('a course steps through, saves where the learner is, resumes there and finishes', async ({
  page,
}) => {
  await openCatalogue(page, '?category=plataforma');
  // From the keyboard: the card's link opens the course where the learner stopped.
  await card(page, MESSAGES.title).getByRole('link', { name: MESSAGES.title }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/apps/academy/${MESSAGES.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.title })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(stepHeading(page)).toHaveText('Mensajes y notificaciones: la diferencia');
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();
  // The step's content is the data's HTML, sanitized: a paragraph of its own.
  await expect(page.getByRole('article').locator('p').first()).toBeVisible();

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(stepHeading(page)).toHaveText('Marcar como leído');
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText('Step 2 of 3', { exact: false }).first()).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: `Progress in ${MESSAGES.title}` }),
  ).toHaveAttribute('aria-valuenow', '33');

  // The list of steps: the third, then back with Previous.
  const steps = page.getByRole('navigation', { name: 'Steps' });
  await steps.getByRole('link', { name: /El chat rápido del equipo/ }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(steps.getByRole('link', { name: /El chat rápido del equipo/ })).toHaveAttribute(
    'aria-current',
    'step',
  );
  // Back to review step 2: the furthest step reached stays saved.
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(stepHeading(page)).toHaveText('Marcar como leído');

  // Back to the catalogue as it was left; its card shows the new progress at once.
  await page.getByRole('link', { name: 'All courses' }).click();
  await expect(page).toHaveURL(/\/apps\/academy\?category=plataforma$/);
  await expect(card(page, MESSAGES.title).getByText('Step 3 of 3')).toBeVisible();

  // Saved: the course without ?step= resumes at the furthest step, after a reload too.
  await page.goto(`/apps/academy/${MESSAGES.id}`);
  await expect(stepHeading(page)).toHaveText('El chat rápido del equipo', FIRST_LOAD);
  await page.reload();
  await expect(stepHeading(page)).toHaveText('El chat rápido del equipo', FIRST_LOAD);

  // Finish on the last step: back to the catalogue, the course completed.
  await page.goto(`/apps/academy/${MESSAGES.id}?step=3`);
  await expect(stepHeading(page)).toHaveText('El chat rápido del equipo', FIRST_LOAD);
  await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
  // The last step's Finish button passes axe too (its contrast above all).
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish course' }).click();
  await expect(page.getByText('Course completed')).toBeVisible();
  await expect(page.getByText(`Well done! You finished “${MESSAGES.title}”.`)).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/academy$/);
  await expect(card(page, MESSAGES.title).getByText('Completed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card(page, MESSAGES.title).getByText('Completed', { exact: true })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(card(page, MESSAGES.title).getByText('Completed once')).toBeVisible();

  // Reviewing the finished course from its first step keeps it completed.
  await card(page, MESSAGES.title).getByRole('link', { name: MESSAGES.title }).click();
  // The catalogue's cards are headings too: first the course's page.
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.title })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(stepHeading(page)).toHaveText('Mensajes y notificaciones: la diferencia');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Marcar como leído');
  await page.getByRole('link', { name: 'All courses' }).click();
  await expect(card(page, MESSAGES.title).getByText('Completed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card(page, MESSAGES.title).getByText('Completed', { exact: true })).toBeVisible(
    FIRST_LOAD,
  );
  // Hidden with the completed ones.
  await page.getByRole('checkbox', { name: 'Hide completed' }).press('Space');
  await expect(card(page, MESSAGES.title)).toHaveCount(0);
});

test('Finish right after opening the last step wins over the step saved on the way', async ({
  page,
}) => {
  // The step saved as the course opens at its last step answers slowly: the Finish pressed
  // meanwhile must still be the last word, after a reload too.
  let held = false;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!held && body.includes('UpdateAcademyCourseProgress') && body.includes('"currentStep":3')) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.fallback();
  });
  await page.goto(`/apps/academy/${FIELDS.id}?step=4`);
  await expect(stepHeading(page)).toHaveText('Revisar la superficie total', FIRST_LOAD);
  await page.getByRole('button', { name: 'Finish course' }).click();
  await expect(page).toHaveURL(/\/apps\/academy$/);
  await expect(card(page, FIELDS.title).getByText('Completed', { exact: true })).toBeVisible();
  expect(held).toBe(true);
  await page.unroute('**/graphql');
  await page.reload();
  await expect(card(page, FIELDS.title).getByText('Completed', { exact: true })).toBeVisible(
    FIRST_LOAD,
  );
});

test('a refused save says so and keeps the progress the server has', async ({ page }) => {
  await page.goto(`/apps/academy/${PANELS.id}`);
  await expect(stepHeading(page)).toHaveText('El panel de finanzas', FIRST_LOAD);
  await refuse(page, 'UpdateAcademyCourseProgress');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Rangos de fechas');
  await expect(page.getByText('Your progress could not be saved')).toBeVisible();
  await expect(page.getByText('Not started')).toBeVisible();

  await page.unroute('**/graphql');
  await page.goto(`/apps/academy/${PANELS.id}`);
  await expect(stepHeading(page)).toHaveText('El panel de finanzas', FIRST_LOAD);
});

test('an unknown course shows a not-found state inside the app', async ({ page }) => {
  await page.goto('/apps/academy/no-such-course');
  await expect(page.getByText('Course not found')).toBeVisible(FIRST_LOAD);
  // Still in the shell: its navigation is there, and the way back leads to the catalogue.
  await expect(page.getByRole('link', { name: 'Academy' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'All courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
});
