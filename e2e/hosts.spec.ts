// Host-name rules (SPEC section 6). Runs in the "hosts" project, whose Chromium maps
// every *.test name to 127.0.0.1, so each host name below reaches the test server.
import { expect, test } from './fixtures';
import { testHost as host } from './server';

test('a gestion host lands on /panel-principal', async ({ page, signIn }) => {
  await signIn(host('gestion'));
  await page.goto(`${host('gestion')}/`);
  await expect(page).toHaveURL(`${host('gestion')}/panel-principal`);
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
