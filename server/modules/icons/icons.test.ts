import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IconSetName } from '../../generated/graphql';
import { startTestServer, type TestServer } from '../../test/harness';
import { ICON_SET_NAMES, iconFolder, iconSet, type IconSetRecord } from './sets';
import { toSymbol } from './sprite';

/** The legacy answers, spelled out here rather than read from the code under test. */
const EXPECTED: Record<
  string,
  { set: IconSetName; namespace: string; grid: string; known: string }
> = {
  feather: { set: 'feather', namespace: 'feather', grid: 'icon-size-6', known: 'activity' },
  'heroicons-outline': {
    set: 'heroicons_outline',
    namespace: 'heroicons_outline',
    grid: 'icon-size-6',
    known: 'academic-cap',
  },
  'heroicons-solid': {
    set: 'heroicons_solid',
    namespace: 'heroicons_solid',
    grid: 'icon-size-6',
    known: 'academic-cap',
  },
  'heroicons-mini': {
    set: 'heroicons_mini',
    namespace: 'heroicons_mini',
    grid: 'icon-size-5',
    known: 'academic-cap',
  },
  'material-solid': {
    set: 'material_solid',
    namespace: 'mat_solid',
    grid: 'icon-size-6',
    known: 'agriculture',
  },
  'material-outline': {
    set: 'material_outline',
    namespace: 'mat_outline',
    grid: 'icon-size-6',
    known: 'agriculture',
  },
  'material-twotone': {
    set: 'material_twotone',
    namespace: 'mat_twotone',
    grid: 'icon-size-6',
    known: 'agriculture',
  },
};

describe('icon sets read from their packages', () => {
  it('covers the seven sets', () => {
    expect([...ICON_SET_NAMES].sort()).toEqual(
      Object.values(EXPECTED)
        .map((e) => e.set)
        .sort(),
    );
  });

  it.each(Object.values(EXPECTED))(
    '$set: a long, sorted, duplicate-free list holding $known, each with its SVG file',
    async ({ set, namespace, grid, known }) => {
      const icons = await iconSet(set);
      expect(icons).toMatchObject({ namespace, grid });
      expect(icons.list.length).toBeGreaterThan(250);
      expect(icons.list).toContain(known);
      expect([...icons.list].sort()).toEqual(icons.list);
      expect(new Set(icons.list).size).toBe(icons.list.length);
      const folder = iconFolder(icons);
      const missing = icons.list.filter((name) => !existsSync(join(folder, `${name}.svg`)));
      expect(missing).toEqual([]);
    },
  );

  it('lists every SVG the folder ships (feather: the export and the files agree)', async () => {
    for (const set of ICON_SET_NAMES) {
      const icons = await iconSet(set);
      const files = readdirSync(iconFolder(icons)).filter((file) => file.endsWith('.svg'));
      expect(files.length, set).toBe(icons.list.length);
    }
  });

  it('reads each set once and hands out the same frozen answer', async () => {
    const first = await iconSet('heroicons_outline');
    expect(await iconSet('heroicons_outline')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.list)).toBe(true);
    expect(() => (first.list as string[]).push('x')).toThrow();
  });

  it('keeps heroicons outline, solid and mini apart', async () => {
    const [outline, mini] = await Promise.all([
      iconSet('heroicons_outline'),
      iconSet('heroicons_mini'),
    ]);
    expect(outline.folder).toBe('24/outline');
    expect(mini.folder).toBe('20/solid');
    expect((await iconSet('material_twotone')).package).toBe('@material-design-icons/svg');
  });
});

describe('REST /api/ui/icons/*', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it.each(Object.entries(EXPECTED))(
    'GET %s answers namespace, name, grid and the full list',
    async (slug, { set, namespace, grid, known }) => {
      const answer = await server.request<IconSetRecord>('GET', `/api/ui/icons/${slug}`, {
        token,
      });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
      expect(answer.body).toMatchObject({ namespace, grid });
      expect(answer.body.name).toMatch(/^[A-Z]/);
      expect(answer.body.list).toContain(known);
      expect(answer.body.list).toEqual((await iconSet(set)).list);
    },
  );

  it('answers 404 NOT FOUND for a set that does not exist', async () => {
    for (const slug of ['heroicons', 'heroicons_outline', 'material', 'fontawesome']) {
      const answer = await server.request('GET', `/api/ui/icons/${slug}`, { token });
      expect([slug, answer.status, answer.body]).toEqual([slug, 404, 'NOT FOUND']);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('GET', '/api/ui/icons/feather')).status).toBe(401);
  });

  it('serves the set over GraphQL with its package and folder', async () => {
    const answer = await server.graphql<{ iconSet: IconSetRecord }>(
      '{ iconSet(set: heroicons_mini) { namespace name package folder list } }',
      {},
      token,
    );
    expect(answer.body.data?.iconSet).toMatchObject({
      namespace: 'heroicons_mini',
      name: 'Heroicons Mini',
      package: 'heroicons',
      folder: '20/solid',
    });
    expect(answer.body.data?.iconSet.list).toContain('academic-cap');
    const unknown = await server.graphql('{ iconSet(set: heroicons) { name } }', {}, token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toContain('heroicons');
  });
});

describe('GET /icon-sets/<package>/<folder>/<name>.svg', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['feather-icons/dist/icons', 'activity'],
    ['heroicons/24/outline', 'academic-cap'],
    ['heroicons/20/solid', 'academic-cap'],
    ['@material-design-icons/svg/two-tone', '3d_rotation'],
  ])('serves %s/%s.svg as SVG, kept a week', async (folder, name) => {
    const answer = await server.request<string>('GET', `/icon-sets/${folder}/${name}.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(answer.body).toContain('<svg');
  });

  it('serves nothing else: other files, other folders, unknown icons, climbing out', async () => {
    for (const path of [
      '/icon-sets/heroicons/package.json',
      '/icon-sets/heroicons/24/outline/index.js',
      '/icon-sets/heroicons/24/outline/',
      '/icon-sets/heroicons/16/solid/academic-cap.svg',
      '/icon-sets/heroicons/24/outline/no-such-icon.svg',
      '/icon-sets/heroicons/24/outline/..%2F..%2Fpackage.json',
      '/icon-sets/feather-icons/dist/icons/../feather.js',
      '/icon-sets/react/index.js',
    ]) {
      const answer = await server.request('GET', path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });
});

describe('GET /icon-sets/<package>/<folder>.svg (the sprite)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(ICON_SET_NAMES)('%s: a symbol for every icon the set lists, kept a week', async (set) => {
    const record = await iconSet(set);
    const answer = await server.request<string>(
      'GET',
      `/icon-sets/${record.package}/${record.folder}.svg`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
    const ids = [...answer.body.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(record.list);
  });

  it('serves no sprite for a folder that is not a set', async () => {
    for (const path of ['/icon-sets/heroicons/16/solid.svg', '/icon-sets/heroicons/24.svg']) {
      const answer = await server.request('GET', path);
      expect([path, answer.status]).toEqual([path, 404]);
    }
  });
});

describe('toSymbol', () => {
  it('keeps the viewBox and the paint, drops the size and the class', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 20 20" ' +
      'fill="none" stroke="currentColor" stroke-width="2" class="feather"><path d="M1 1h2"/></svg>\n';
    expect(toSymbol('line', svg)).toBe(
      '<symbol id="line" viewBox="0 0 20 20">' +
        '<g fill="none" stroke="currentColor" stroke-width="2"><path d="M1 1h2"/></g></symbol>',
    );
  });

  it('gives the file’s own ids the icon’s name, so two icons’ ids never meet', () => {
    const svg =
      '<svg viewBox="0 0 24 24"><defs><path id="a" d="M4 8h10z"/></defs>' +
      '<clipPath id="b"><use xlink:href="#a"/></clipPath><path clip-path="url(#b)" d="M1 1z"/></svg>';
    const symbol = toSymbol('pill', svg);
    expect(symbol).toContain('id="pill--a"');
    expect(symbol).toContain('xlink:href="#pill--a"');
    expect(symbol).toContain('clip-path="url(#pill--b)"');
    expect(symbol).not.toMatch(/"#a"|url\(#b\)|id="a"/);
  });
});
