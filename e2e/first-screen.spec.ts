// What the auth pages download (issue 8, item 7; issue 25, item 1): the sign-in page's
// JavaScript stays within its budget from every first address, and no chart, editor or
// drag-and-drop code loads on any auth page.
// Sizes only: the timings' targets belong to `npm run bench:client`, not to tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { SIGN_IN_JS_BUDGET, installMarks, openSignIn } from './first-screen';

// Every request reaches the server, as on a first visit.
test.use({ serviceWorkers: 'block' });

/** Which packages each chunk holds, written by the build (chunkPackages, client/vite-plugins.ts). */
const CHUNK_PACKAGES = fileURLToPath(
  new URL('../dist/client/.vite/chunk-packages.json', import.meta.url),
);

/** Charts, rich-text and code editors, drag and drop: for the screens that need them only. */
const HEAVY_PACKAGES =
  /^(apexcharts|react-apexcharts|chart\.js|react-chartjs-2|recharts|echarts|d3(-.+)?|@dnd-kit\/.+|react-dnd|@hello-pangea\/dnd|react-beautiful-dnd|@tiptap\/.+|prosemirror-.+|quill|react-quill|lexical|@lexical\/.+|slate|slate-react|draft-js|@ckeditor\/.+|codemirror|@codemirror\/.+|monaco-editor|@monaco-editor\/.+)$/;

const AUTH_PAGES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/confirmation-required',
];

// The sign-in page, and addresses that send a guest there: the way in is as light from each.
for (const address of ['/sign-in', '/', '/apps/contacts']) {
  test(`a guest at ${address} loads at most ${SIGN_IN_JS_BUDGET / 1000} kB of compressed JavaScript before the sign-in form can be used`, async ({
    page,
  }) => {
    await installMarks(page);
    const { scripts, scriptBytes } = await openSignIn(page, address);
    const files = scripts.map((file) => `${(file.bytes / 1000).toFixed(1)} kB  ${file.path}`);
    expect(
      scriptBytes,
      `JavaScript before the form could be used (${(scriptBytes / 1000).toFixed(1)} kB):\n${files.join('\n')}`,
    ).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
  });
}

test('the auth pages request no chart, editor or drag-and-drop code', async ({ page }) => {
  const packages = JSON.parse(readFileSync(CHUNK_PACKAGES, 'utf8')) as Record<string, string[]>;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path.slice(1));
  });
  for (const path of AUTH_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What the page fetches once shown (the shell and landing page, in idle time) counts too.
    await page.waitForLoadState('networkidle');
  }

  const requested = [...scripts].map((file) => ({ file, packages: packages[file] }));
  // The build's list knows every requested file, so nothing escapes the check unread.
  expect(requested.filter((script) => !script.packages).map((script) => script.file)).toEqual([]);
  const loaded = new Set(requested.flatMap((script) => script.packages ?? []));
  expect(loaded, 'the list holds the libraries the pages run on').toContain('react-dom');
  const heavy = requested.flatMap(({ file, packages = [] }) =>
    packages.filter((name) => HEAVY_PACKAGES.test(name)).map((name) => `${name} in ${file}`),
  );
  expect(heavy).toEqual([]);
});
