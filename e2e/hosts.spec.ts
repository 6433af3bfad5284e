// Host-name rules (SPEC section 6). Chromium maps every *.test name to 127.0.0.1
// (playwright.config.ts), so each host name below reaches the worker's test server.
import { submitSignInForm } from './auth';
import { expect, test } from './fixtures';

test('a gestion host lands on /panel-principal with its integrations menu', async ({
  page,
  signIn,
  testHost: host,
}) => {
  await signIn(host('gestion'));
  await page.goto(`${host('gestion')}/`);
  await expect(page).toHaveURL(`${host('gestion')}/panel-principal`);
  // The menu comes from misProyectosCliente: projects, each with integration links.
  const menu = page.getByRole('navigation', { name: 'Integrations' });
  await expect(menu.getByRole('heading').first()).toBeVisible();
  await expect(menu.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/panel-principal\/[a-z0-9-]+\/[a-z0-9-]+$/,
  );
});

// Each single-area host is refused the areas that are not its own, pagos included.
for (const [word, refused] of [
  ['administracion', ['panel-principal', 'hectareas', 'colectivos', 'pagos']],
  ['hectareas', ['administracion', 'colectivos', 'pagos']],
  ['colectivos', ['administracion', 'panel-principal', 'hectareas', 'pagos']],
  ['pagos', ['administracion', 'panel-principal', 'hectareas', 'colectivos']],
] as const) {
  test(`a ${word} host cannot open ${refused.join(', ')}`, async ({
    page,
    signIn,
    testHost: host,
  }) => {
    await signIn(host(word));
    for (const area of refused) {
      await page.goto(`${host(word)}/${area}`);
      await expect(page, `/${area} on a ${word} host`).toHaveURL(`${host(word)}/404-not-found`);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });
}

test('pagos needs no session: a visitor sees the payments page and a way to sign in', async ({
  page,
  testHost: host,
}) => {
  await page.goto(`${host('pagos')}/`);
  await expect(page).toHaveURL(`${host('pagos')}/pagos`);
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Payments · Admin');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${host('pagos')}/sign-in`);
});

test('a signed-in user on pagos may go on to the landing or sign out', async ({
  page,
  signIn,
  testHost: host,
}) => {
  // On a pagos host, pagos is the landing: only the way out.
  await signIn(host('pagos'));
  await page.goto(`${host('pagos')}/pagos`);
  await expect(page.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Go to / })).toHaveCount(0);

  // On a gestion host, the landing is panel-principal.
  await signIn(host('gestion'));
  await page.goto(`${host('gestion')}/pagos`);
  await page.getByRole('link', { name: 'Go to Main panel', exact: true }).click();
  await expect(page).toHaveURL(`${host('gestion')}/panel-principal`);
});

test('a host without an area word has no landing', async ({ page, signIn, testHost: host }) => {
  await signIn(host('www'));
  await page.goto(`${host('www')}/`);
  await expect(page).toHaveURL(`${host('www')}/404-not-found`);
});

for (const [word, area] of [
  ['administracion', 'administracion'],
  ['hectareas', 'hectareas'],
  ['colectivos', 'colectivos'],
  ['pagos', 'pagos'],
] as const) {
  test(`a ${word} host lands on /${area} and may open it`, async ({
    page,
    signIn,
    testHost: host,
  }) => {
    await signIn(host(word));
    await page.goto(`${host(word)}/`);
    await expect(page).toHaveURL(`${host(word)}/${area}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a gestion host may open every area but administracion', async ({
  page,
  signIn,
  testHost: host,
}) => {
  await signIn(host('gestion'));
  for (const area of ['hectareas', 'colectivos', 'pagos']) {
    await page.goto(`${host('gestion')}/${area}`);
    await expect(page).toHaveURL(`${host('gestion')}/${area}`);
  }
  await page.goto(`${host('gestion')}/administracion`);
  await expect(page).toHaveURL(`${host('gestion')}/404-not-found`);
});

test('a guest at / on a gestion host is asked to sign in, then lands on /panel-principal', async ({
  page,
  testHost: host,
}) => {
  await page.goto(`${host('gestion')}/`);
  await expect(page).toHaveURL(`${host('gestion')}/sign-in`);
  await submitSignInForm(page);
  await expect(page).toHaveURL(`${host('gestion')}/panel-principal`);
});

test('a guest at / on a host without an area word is not asked to sign in', async ({
  page,
  testHost: host,
}) => {
  await page.goto(`${host('www')}/`);
  await expect(page).toHaveURL(`${host('www')}/404-not-found`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
