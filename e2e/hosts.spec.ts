// Host-name rules (SPEC section 6). Runs in the "hosts" project, whose Chromium maps
// every *.test name to 127.0.0.1, so each host name below reaches the test server.
import { expect, test } from './fixtures';
import { testHost as host } from './server';

test('a gestion host lands on /panel-principal with its integrations menu', async ({
  page,
  signIn,
}) => {
  await signIn(host('gestion'));
  await page.goto(`${host('gestion')}/`);
  await expect(page).toHaveURL(`${host('gestion')}/panel-principal`);
  // The menu comes from misProyectosCliente: projects, each with integration links.
  const menu = page.getByRole('navigation', { name: 'Integraciones' });
  await expect(menu.getByRole('heading').first()).toBeVisible();
  await expect(menu.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/panel-principal\/[a-z0-9-]+\/[a-z0-9-]+$/,
  );
});

test('a hectareas host cannot open administracion', async ({ page, signIn }) => {
  await signIn(host('hectareas'));
  await page.goto(`${host('hectareas')}/administracion`);
  await expect(page).toHaveURL(`${host('hectareas')}/404-not-found`);
});

test('a host without an area word has no landing', async ({ page, signIn }) => {
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
  test(`a ${word} host lands on /${area} and may open it`, async ({ page, signIn }) => {
    await signIn(host(word));
    await page.goto(`${host(word)}/`);
    await expect(page).toHaveURL(`${host(word)}/${area}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a gestion host may open every area but administracion', async ({ page, signIn }) => {
  await signIn(host('gestion'));
  for (const area of ['hectareas', 'colectivos', 'pagos']) {
    await page.goto(`${host('gestion')}/${area}`);
    await expect(page).toHaveURL(`${host('gestion')}/${area}`);
  }
  await page.goto(`${host('gestion')}/administracion`);
  await expect(page).toHaveURL(`${host('gestion')}/404-not-found`);
});
