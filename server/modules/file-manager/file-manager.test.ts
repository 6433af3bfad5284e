import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER_IDS, fileManagerItems } from '../../../fixtures/file-manager';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  FileManagerStore,
  type FileManagerFolderContents,
  type FileManagerItemRecord,
} from './store';

const names = (items: readonly FileManagerItemRecord[]) => items.map((item) => item.name);
const byName = (name: string) => fileManagerItems.find((item) => item.name === name)!;
const FILE_ID = byName('Plan de riego 2025').id;

function item(
  id: string,
  name: string,
  type: FileManagerItemRecord['type'],
  folderId: string | null = null,
): FileManagerItemRecord {
  return {
    id,
    folderId,
    name,
    createdBy: 'Camila Rojas',
    createdAt: '2025-01-01T00:00:00.000Z',
    modifiedAt: '2025-01-01T00:00:00.000Z',
    size: '1 MB',
    type,
    contents: type === 'folder' ? '0 files' : null,
    description: null,
  };
}

describe('file manager seed', () => {
  it('holds about twenty items with unique ids, folders nested two deep and every file type', () => {
    expect(fileManagerItems.length).toBeGreaterThanOrEqual(18);
    expect(fileManagerItems.length).toBeLessThanOrEqual(30);
    expect(new Set(fileManagerItems.map((i) => i.id)).size).toBe(fileManagerItems.length);
    const types = new Set(fileManagerItems.map((i) => i.type));
    expect([...types].sort()).toEqual(['DOC', 'JPG', 'PDF', 'TXT', 'XLS', 'folder']);
    const nested = fileManagerItems.find((i) => i.id === FOLDER_IDS.temporada2024)!;
    expect(byName('Cosechas').folderId).toBeNull();
    expect(nested.folderId).toBe(FOLDER_IDS.cosechas);
  });

  it('gives folders a contents text counting the files inside them, and files none', () => {
    const filesUnder = (folderId: string): number =>
      fileManagerItems
        .filter((i) => i.folderId === folderId)
        .reduce((sum, i) => sum + (i.type === 'folder' ? filesUnder(i.id) : 1), 0);
    for (const entry of fileManagerItems) {
      if (entry.type !== 'folder') expect(entry.contents, entry.name).toBeNull();
      else expect(entry.contents, entry.name).toBe(`${filesUnder(entry.id)} files`);
    }
  });

  it('shows sizes as text and dates as ISO, modified no earlier than created', () => {
    for (const entry of fileManagerItems) {
      expect(entry.size).toMatch(/^\d+(\.\d)? (KB|MB)$/);
      expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
      expect(entry.modifiedAt >= entry.createdAt, entry.name).toBe(true);
      expect(entry.description?.length).toBeGreaterThan(20);
    }
  });
});

describe('FileManagerStore', () => {
  const store = new FileManagerStore(fileManagerItems);

  it('shows the root for null, undefined and the text "null", with an empty path', () => {
    const root = store.contents(null);
    expect(names(root.folders)).toEqual(['Contratos', 'Cosechas', 'Facturas', 'Fotos de campo']);
    expect(names(root.files)).toEqual([
      'Acta del directorio, marzo',
      'Inventario de maquinaria',
      'Plan de riego 2025',
    ]);
    expect(root.path).toEqual([]);
    expect(store.contents(undefined)).toEqual(root);
    expect(store.contents('null')).toEqual(root);
  });

  it('sorts folders and files by name, each on its own', () => {
    const cosechas = store.contents(FOLDER_IDS.cosechas);
    expect(names(cosechas.folders)).toEqual(['Temporada 2023-2024', 'Temporada 2024-2025']);
    expect(names(cosechas.files)).toEqual(['Rendimientos históricos 2015-2024']);
    expect(cosechas.path.map((f) => f.id)).toEqual([FOLDER_IDS.cosechas]);
  });

  it('gives a folder two deep its breadcrumb from the root down, itself included', () => {
    const season = store.contents(FOLDER_IDS.temporada2024);
    expect(names(season.path)).toEqual(['Cosechas', 'Temporada 2024-2025']);
    expect(season.folders).toEqual([]);
    // Accented and lower-case names sort where a reader expects, not after "Z".
    expect(names(season.files)).toEqual([
      'Control de calidad en packing',
      'Índice de madurez por cuartel',
      'Informe de cosecha cerezas',
      'Kilos por cuartel',
      'Observaciones de la cuadrilla',
    ]);
  });

  it('compares names by locale: accents and case do not decide, numbers read as numbers', () => {
    const local = new FileManagerStore([
      item('1', 'zanja', 'JPG'),
      item('2', 'Árbol caído', 'JPG'),
      item('3', 'bodega', 'JPG'),
      item('4', 'Acequia', 'JPG'),
      item('5', 'Foto 10', 'JPG'),
      item('6', 'Foto 9', 'JPG'),
    ]);
    expect(names(local.contents(null).files)).toEqual([
      'Acequia',
      'Árbol caído',
      'bodega',
      'Foto 9',
      'Foto 10',
      'zanja',
    ]);
  });

  it('answers an empty folder with empty lists', () => {
    const local = new FileManagerStore([item('a', 'Vacía', 'folder')]);
    expect(local.contents('a')).toEqual({
      folders: [],
      files: [],
      path: [local.contents(null).folders[0]],
    });
  });

  it('refuses an unknown id or a file id as NOT_FOUND, and a blank id as bad input', () => {
    expect(() => store.contents('no-such-folder')).toThrow('"no-such-folder" does not exist');
    expect(() => store.contents(FILE_ID)).toThrow(`"${FILE_ID}" does not exist`);
    expect(() => store.contents(' ')).toThrow('"folderId" must be a folder id');
  });

  it('refuses a seed that puts an item inside a file or an unknown folder', () => {
    expect(
      () => new FileManagerStore([item('f', 'a.pdf', 'PDF'), item('x', 'x', 'TXT', 'f')]),
    ).toThrow('no folder');
    expect(() => new FileManagerStore([item('x', 'x', 'TXT', 'ghost')])).toThrow('no folder');
  });

  it('keeps its own copy of the seed', () => {
    const local = new FileManagerStore(fileManagerItems);
    local.contents(null).folders[0]!.name = 'Cambiado';
    expect(byName('Contratos').name).toBe('Contratos');
  });
});

describe('REST GET /api/apps/file-manager', () => {
  let server: TestServer;
  let token: string;
  const get = (query: string) =>
    server.request<FileManagerFolderContents & { error?: string }>(
      'GET',
      `/api/apps/file-manager${query}`,
      { token },
    );

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('answers the root for folderId=null and for no folderId, with every field', async () => {
    const withNull = await get('?folderId=null');
    const without = await get('');
    expect(withNull.status).toBe(200);
    expect(without.body).toEqual(withNull.body);
    expect(withNull.body.path).toEqual([]);
    expect(names(withNull.body.folders)).toEqual([
      'Contratos',
      'Cosechas',
      'Facturas',
      'Fotos de campo',
    ]);
    const plan = withNull.body.files.find((f) => f.id === FILE_ID);
    expect(plan).toEqual(byName('Plan de riego 2025'));
    expect(withNull.body.folders[1]).toEqual(byName('Cosechas'));
  });

  it('answers a nested folder with its breadcrumb from the root', async () => {
    const answer = await get(`?folderId=${FOLDER_IDS.temporada2024}`);
    expect(answer.status).toBe(200);
    expect(answer.body.path.map((f) => f.id)).toEqual([
      FOLDER_IDS.cosechas,
      FOLDER_IDS.temporada2024,
    ]);
    expect(answer.body.files).toHaveLength(5);
    expect(answer.body.files.every((f) => f.folderId === FOLDER_IDS.temporada2024)).toBe(true);
  });

  it('answers 404 for an unknown folder id and for a file id', async () => {
    const unknown = await get('?folderId=no-such-folder');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('no-such-folder');
    const file = await get(`?folderId=${FILE_ID}`);
    expect(file.status).toBe(404);
  });

  it('answers 400 naming folderId for an empty folderId', async () => {
    const blank = await get('?folderId=');
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('folderId');
  });

  it('answers 401 without a session', async () => {
    expect((await server.request('GET', '/api/apps/file-manager')).status).toBe(401);
  });

  it('serves the same contents over GraphQL, null or "null" meaning the root', async () => {
    const query =
      'query ($id: ID) { fileManagerContents(folderId: $id) { folders { name contents } files { name type } path { name } } }';
    type Answer = { fileManagerContents: FileManagerFolderContents };
    const root = await server.graphql<Answer>(query, { id: null }, token);
    expect(root.body.data?.fileManagerContents.folders[0]).toEqual({
      name: 'Contratos',
      contents: '3 files',
    });
    expect((await server.graphql<Answer>(query, { id: 'null' }, token)).body.data).toEqual(
      root.body.data,
    );
    const fotos = await server.graphql<Answer>(query, { id: FOLDER_IDS.fotos }, token);
    expect(fotos.body.data?.fileManagerContents.files.map((f) => f.type)).toEqual([
      'JPG',
      'JPG',
      'JPG',
    ]);
    const missing = await server.graphql(query, { id: 'nope' }, token);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
