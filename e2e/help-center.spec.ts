// The help center (/apps/help-center): the home's search kept in the address, the FAQs
// by category with the open question in the address, the guides down to one guide's
// sanitized content and back, not-found states inside the app, and the support form
// (checked as the user types, stored by sendSupportRequest, confirmed, still there after
// a reload, and a refused send keeping what was typed).
import type { Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, followSystemScheme } from './axe';
import { expect, test } from './fixtures';
import { refuse } from './refuse';

test.use({ signedIn: true });

/** The app's first visit loads its code: allow for it once. */
const FIRST_LOAD = { timeout: 15_000 };

const main = (page: Page) => page.getByRole('main');

/** A text no other test (or run) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

test('the navigation link opens the home, whose search lives in the address and survives a reload', async ({
  page,
}) => {
  // The shell's navigation: Applications › Help center › Home.
  await page.goto('/administracion');
  await page.getByRole('button', { name: 'Help center', exact: true }).click(FIRST_LOAD);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/apps/help-center');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'How can we help you today?' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(main(page).getByRole('heading', { name: 'Most asked questions' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Primeros pasos' })).toBeVisible();

  // Accents and case do not matter; matching questions and guides show as the user types.
  const search = main(page).getByRole('searchbox', { name: 'Search questions and guides' });
  await search.fill('CONTRASENA');
  await expect(page).toHaveURL(/[?&]search=CONTRASENA/);
  const questions = main(page).getByRole('region', { name: 'Matching questions' });
  const guides = main(page).getByRole('list', { name: 'Matching guides' });
  await expect(
    questions.getByRole('button', { name: '¿Cómo recupero mi contraseña?' }),
  ).toBeVisible();
  await expect(
    questions.getByRole('button', { name: '¿Por qué no veo el área de pagos?' }),
  ).toHaveCount(0);
  await expect(guides.getByRole('link', { name: /Cambiar tu contraseña/ })).toBeVisible();

  // Opening an answer (by keyboard) puts it in the address too.
  await questions.getByRole('button', { name: '¿Cómo recupero mi contraseña?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]question=/);
  await expect(questions.getByText(/Te llegará un enlace válido por una hora/)).toBeVisible();

  await page.reload();
  await expect(search).toHaveValue('CONTRASENA', FIRST_LOAD);
  await expect(questions.getByText(/Te llegará un enlace válido por una hora/)).toBeVisible();

  // Nothing matches: it says so and offers the next steps.
  await search.fill('zzzz qqqq');
  await expect(main(page).getByText('Nothing matches “zzzz qqqq”')).toBeVisible();
  await main(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(search).toHaveValue('');
  await expect(main(page).getByRole('heading', { name: 'Most asked questions' })).toBeVisible();
});

test('FAQs by category: the category and the open question live in the address', async ({
  page,
}) => {
  await page.goto('/apps/help-center/faqs');
  const categories = main(page).getByRole('navigation', { name: 'FAQ categories' });
  await expect(categories.getByRole('link', { name: /Las más consultadas/ })).toHaveAttribute(
    'aria-current',
    'page',
    FIRST_LOAD,
  );
  await categories.getByRole('link', { name: /Licencias/ }).click();
  await expect(page).toHaveURL(/[?&]category=licenses/);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Licencias' })).toBeVisible();

  const question = main(page)
    .getByRole('region', { name: 'Licencias' })
    .getByRole('button')
    .first();
  const name = (await question.textContent())!.trim();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(main(page).getByRole('button', { name })).toHaveAttribute(
    'aria-expanded',
    'true',
    FIRST_LOAD,
  );

  // Back returns to the first category.
  await page.goBack();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Las más consultadas' }),
  ).toBeVisible();

  await page.goto('/apps/help-center/faqs?category=nope');
  await expect(main(page).getByText('There is no FAQ category “nope”')).toBeVisible(FIRST_LOAD);
  await main(page).getByRole('link', { name: 'See all FAQs' }).click();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Las más consultadas' }),
  ).toBeVisible();
});

test('from the guides to a category, a guide with its content, and back', async ({ page }) => {
  await page.goto('/apps/help-center/guides');
  await main(page).getByRole('link', { name: 'View all 6 guides in Ajustes' }).click(FIRST_LOAD);
  await expect(page).toHaveURL('/apps/help-center/guides/settings');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();

  await main(page)
    .getByRole('link', { name: /Cambiar el tema y el esquema de colores/ })
    .click();
  await expect(page).toHaveURL('/apps/help-center/guides/settings/cambiar-el-tema');
  const article = main(page).getByRole('article');
  await expect(
    article.getByRole('heading', { level: 1, name: 'Cambiar el tema y el esquema de colores' }),
  ).toBeVisible();
  await expect(article.getByText(/El panel de ajustes se abre con el engranaje/)).toBeVisible();
  await expect(page).toHaveTitle(/Cambiar el tema/);

  // The next guide, then the way back to the category.
  await main(page).getByRole('navigation', { name: 'More guides' }).getByRole('link').click();
  await expect(page).toHaveURL('/apps/help-center/guides/settings/elegir-el-diseno');
  await main(page).getByRole('link', { name: 'Back to Ajustes' }).click();
  await expect(page).toHaveURL('/apps/help-center/guides/settings');

  // Unknown addresses say so inside the app, with the shell around them.
  await page.goto('/apps/help-center/guides/settings/nope');
  await expect(main(page).getByText('Guide not found')).toBeVisible(FIRST_LOAD);
  await expect(main(page).getByRole('navigation', { name: 'Help center' })).toBeVisible();
  await page.goto('/apps/help-center/guides/nope');
  await expect(main(page).getByText('There is no guide category “nope”')).toBeVisible(FIRST_LOAD);
  await main(page).getByRole('link', { name: 'See all guides' }).click();
  await expect(page).toHaveURL('/apps/help-center/guides');
});

test('the support form checks as the user types, sends, confirms, and the request survives a reload', async ({
  page,
}) => {
  const subject = unique('Riego de marzo');
  await page.goto('/apps/help-center/support');
  const form = main(page).getByRole('form', { name: 'Support request' });
  const send = form.getByRole('button', { name: 'Send request' });
  await expect(form.getByLabel('Name')).toHaveValue('Brian Hughes', FIRST_LOAD);
  await expect(send).toBeDisabled();

  await form.getByLabel('E-mail').fill('brian@');
  await expect(form.getByText('Enter an e-mail address such as name@example.com')).toBeVisible();
  await form.getByLabel('E-mail').fill('brian@example.com');
  await expect(form.getByText('Enter an e-mail address such as name@example.com')).toHaveCount(0);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Corto');
  await expect(form.getByText('Write at least 10 characters')).toBeVisible();
  await expect(send).toBeDisabled();
  await form.getByLabel('Message').fill('No veo el informe de riego de marzo en el panel.');
  await expect(send).toBeEnabled();

  // Escape discards what was typed.
  await form.getByLabel('Message').press('Escape');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(send).toBeDisabled();

  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('No veo el informe de riego de marzo en el panel.');
  await send.click();

  const confirmation = main(page)
    .getByRole('status')
    .filter({ hasText: 'Thank you, Brian Hughes!' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(subject);
  await expect(page).toHaveURL(/[?&]sent=/);
  const requests = main(page).getByRole('list', { name: 'Your requests' });
  await expect(requests.getByText(subject)).toBeVisible();

  await page.reload();
  await expect(confirmation).toBeVisible(FIRST_LOAD);
  await expect(requests.getByText(subject)).toBeVisible();

  await main(page).getByRole('link', { name: 'Send another request' }).click();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(requests.getByText(subject)).toBeVisible();
});

test('a refused send shows a toast, keeps what was typed and stores nothing', async ({ page }) => {
  const subject = unique('Rechazada');
  await refuse(page, 'SendSupportRequest', 'Support is closed');
  await page.goto('/apps/help-center/support');
  const form = main(page).getByRole('form', { name: 'Support request' });
  await form.getByLabel('Subject').fill(subject, FIRST_LOAD);
  await form.getByLabel('Message').fill('Este mensaje no debería guardarse.');
  await form.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByText('Your request could not be sent')).toBeVisible();
  await expect(page.getByText('Support is closed')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue(subject);
  await expect(page).not.toHaveURL(/sent=/);

  await page.unrouteAll();
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'Your requests' })).toBeVisible(FIRST_LOAD);
  await expect(main(page).getByText(subject)).toHaveCount(0);
});

test('a home that fails to load says so once, and Retry brings back both lists', async ({
  page,
}) => {
  await refuse(page, 'HelpCenterHome', 'The help desk is down');
  await page.goto('/apps/help-center');
  await expect(main(page).getByRole('alert')).toContainText('The help desk is down', FIRST_LOAD);
  await expect(main(page).getByRole('alert')).toHaveCount(1);
  await page.unrouteAll();
  await main(page).getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(
    main(page).getByRole('button', { name: '¿Cómo recupero mi contraseña?' }),
  ).toBeVisible();
  await expect(
    main(page)
      .getByRole('link', { name: /Primeros pasos/ })
      .first(),
  ).toBeVisible();
});

test('the help center passes axe in light and dark mode', async ({ page }) => {
  test.slow(); // Eight axe runs.
  await followSystemScheme(page);
  await page.goto('/apps/help-center?search=riego');
  await expect(main(page).getByRole('region', { name: 'Matching questions' })).toBeVisible(
    FIRST_LOAD,
  );
  await expectAccessibleInBothSchemes(page);
  await page.goto('/apps/help-center/faqs?category=payments');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Pagos' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto('/apps/help-center/guides/settings/cambiar-el-tema');
  await expect(main(page).getByRole('article')).toBeVisible();
  await expectAccessibleInBothSchemes(page);
  await page.goto('/apps/help-center/support');
  await expect(main(page).getByRole('form', { name: 'Support request' })).toBeVisible();
  await expectAccessibleInBothSchemes(page);
});
