import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTE_LABEL_IDS, noteLabels, notesSeed } from '../../../fixtures/notes';
import { Journal } from '../../data/table';
import { startTestServer, type TestServer } from '../../test/harness';
import { NOTE_UPLOADS_PATH, NotesStore, type NoteLabelRecord, type NoteRecord } from './store';
import { MAX_IMAGE_BYTES } from '../../../shared/limits';

const now = new Date('2025-03-10T12:00:00.000Z');
const later = new Date('2025-03-11T08:30:00.000Z');
const { work, family, friends } = NOTE_LABEL_IDS;

/** A real 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const UPLOADED = /^\/images\/notes\/uploads\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

function upload(name: string, type: string, bytes: Buffer | string) {
  return { name, type, base64: Buffer.from(bytes).toString('base64') };
}

/** A note as the REST and GraphQL answers give it: labels as objects. */
type NoteAnswer = Omit<NoteRecord, 'labels'> & { labels: NoteLabelRecord[] };

describe('notes fixtures', () => {
  const seed = notesSeed(now);

  it('has 15 notes and the six sample labels', () => {
    expect(seed.notes).toHaveLength(15);
    expect(seed.labels.map((label) => label.title)).toEqual([
      'Family',
      'Work',
      'Tasks',
      'Priority',
      'Personal',
      'Friends',
    ]);
  });

  it('uses unique ids for notes, labels and checklist items', () => {
    const ids = [
      ...seed.notes.map((note) => note.id),
      ...seed.labels.map((label) => label.id),
      ...seed.notes.flatMap((note) => (note.tasks ?? []).map((task) => task.id)),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('mixes archived, checklist, image and reminder notes, labelled with known labels', () => {
    const known = new Set(seed.labels.map((label) => label.id));
    expect(seed.notes.filter((note) => note.archived).length).toBeGreaterThan(0);
    expect(seed.notes.filter((note) => !note.archived).length).toBeGreaterThan(0);
    expect(seed.notes.filter((note) => note.tasks !== null).length).toBeGreaterThan(0);
    expect(seed.notes.filter((note) => note.image !== null).length).toBeGreaterThan(0);
    expect(seed.notes.filter((note) => note.reminder !== null).length).toBeGreaterThan(0);
    for (const note of seed.notes) for (const id of note.labels) expect(known).toContain(id);
  });

  it('dates notes before now, edits after creation, and is deterministic for a given now', () => {
    for (const note of seed.notes) {
      expect(Date.parse(note.createdAt)).toBeLessThan(now.getTime());
      if (note.updatedAt !== null) {
        expect(Date.parse(note.updatedAt)).toBeGreaterThan(Date.parse(note.createdAt));
        expect(Date.parse(note.updatedAt)).toBeLessThanOrEqual(now.getTime());
      }
    }
    expect(seed.notes.some((note) => note.updatedAt === null)).toBe(true);
    expect(notesSeed(now)).toStrictEqual(seed);
  });
});

describe('NotesStore', () => {
  let store: NotesStore;
  beforeEach(() => {
    store = new NotesStore(notesSeed(now));
  });

  it('works on its own copy of the seed', () => {
    const seed = notesSeed(now);
    const copy = new NotesStore(seed);
    copy.removeLabel(work);
    copy.addTask(seed.notes[0]!.id, 'Extra');
    expect(seed.notes[0]!.labels).toContain(work);
    expect(seed.notes[0]!.tasks).toBeNull();
    expect(noteLabels).toHaveLength(6);
  });

  it('creates a note at the end with defaults, createdAt now and updatedAt null', () => {
    const created = store.create({ title: 'Llamar al veterinario', labels: [family] }, now);
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Llamar al veterinario',
      content: '',
      tasks: null,
      image: null,
      reminder: null,
      labels: [family],
      archived: false,
      createdAt: now.toISOString(),
      updatedAt: null,
    });
    expect(store.list().at(-1)).toBe(created);
    expect(store.list()).toHaveLength(16);
  });

  it('gives new checklist items an id, not completed, and keeps existing ids', () => {
    const created = store.create({ tasks: [{ content: 'Uno' }, { id: 'kept', content: 'Dos' }] });
    expect(created.tasks).toEqual([
      { id: expect.any(String), content: 'Uno', completed: false },
      { id: 'kept', content: 'Dos', completed: false },
    ]);
    expect(() =>
      store.create({
        tasks: [
          { id: 'a', content: 'Uno' },
          { id: 'a', content: 'Dos' },
        ],
      }),
    ).toThrow('two items with the id "a"');
  });

  it('refuses unknown label ids and keeps each label once', () => {
    expect(() => store.create({ title: 'x', labels: [work, 'nope'] })).toThrow(
      '"labels" names an unknown label "nope"',
    );
    expect(store.list()).toHaveLength(15);
    expect(store.create({ labels: [work, work, family] }).labels).toEqual([work, family]);
  });

  it('replaces a note in place, keeping createdAt and setting updatedAt', () => {
    const old = store.list()[2]!;
    const replaced = store.replace(old.id, { title: 'Nuevo título', archived: true }, later);
    expect(replaced).toEqual({
      ...old,
      title: 'Nuevo título',
      content: '',
      reminder: null,
      labels: [],
      archived: true,
      updatedAt: later.toISOString(),
    });
    expect(store.list()[2]).toBe(replaced);
  });

  it('changes nothing when replacing an unknown note or with an unknown label', () => {
    const before = structuredClone(store.list());
    expect(() => store.replace('nope', { title: 'x' })).toThrow('Note "nope" does not exist');
    expect(() => store.replace(before[0]!.id, { title: 'x', labels: ['nope'] })).toThrow(
      'unknown label',
    );
    expect(store.list()).toEqual(before);
  });

  it('appends checklist items, starting a checklist when the note had none', () => {
    const [plain, withTasks] = [store.list()[0]!, store.list()[1]!];
    expect(plain.tasks).toBeNull();
    expect(store.addTask(plain.id, ' Traer muestras ').tasks).toEqual([
      { id: expect.any(String), content: 'Traer muestras', completed: false },
    ]);
    const count = withTasks.tasks!.length;
    const updated = store.addTask(withTasks.id, 'Mantequilla');
    expect(updated.tasks).toHaveLength(count + 1);
    expect(updated.tasks!.at(-1)).toMatchObject({ content: 'Mantequilla', completed: false });
    expect(store.get(withTasks.id)).toBe(updated);
    expect(() => store.addTask(withTasks.id, '  ')).toThrow('"task" is required');
    expect(() => store.addTask('nope', 'x')).toThrow('Note "nope" does not exist');
  });

  it('deletes a label from the list and from every note', () => {
    const carrying = store.list().filter((note) => note.labels.includes(work)).length;
    expect(carrying).toBeGreaterThan(1);
    const remaining = store.removeLabel(work);
    expect(remaining.map((label) => label.id)).not.toContain(work);
    expect(store.list().filter((note) => note.labels.includes(work))).toEqual([]);
    expect(() => store.removeLabel(work)).toThrow('does not exist');
  });

  it('creates and renames labels, refusing blank titles', () => {
    expect(store.createLabel(' Viajes ').at(-1)).toMatchObject({ title: 'Viajes' });
    expect(store.updateLabel(family, 'Familia').find((l) => l.id === family)?.title).toBe(
      'Familia',
    );
    expect(() => store.createLabel(' ')).toThrow('"title" is required');
    expect(() => store.updateLabel(family, '')).toThrow('"title" is required');
    expect(() => store.updateLabel('nope', 'x')).toThrow('does not exist');
    expect(store.allLabels()).toHaveLength(7);
  });

  it('keeps an uploaded image, serves it by a fresh path and dates the edit', () => {
    const note = store.list()[0]!;
    const updated = store.setImage(note.id, upload('foto.gif', 'image/png', GIF), later);
    expect(updated).toEqual({
      ...note,
      image: expect.stringMatching(UPLOADED),
      updatedAt: later.toISOString(),
    });
    expect(updated.image!.endsWith('.gif')).toBe(true);
    expect(store.get(note.id)).toBe(updated);
    const name = updated.image!.slice(NOTE_UPLOADS_PATH.length);
    expect(store.upload(name)).toEqual({ type: 'image/gif', bytes: GIF });
    // A second upload gets another path; the first, shown by no note, is dropped.
    const again = store.setImage(note.id, upload('otra.gif', 'image/gif', GIF), later);
    expect(again.image).not.toBe(updated.image);
    expect(store.upload(name)).toBeNull();
  });

  it('refuses images that are not PNG, JPEG, GIF or WebP, empty or over 5 MB', () => {
    const note = store.list()[0]!;
    const files = [
      upload('logo.svg', 'image/svg+xml', SVG),
      upload('nota.txt', 'text/plain', 'hola'),
      upload('fake.png', 'image/png', 'GIF88a, not quite'),
      upload('empty.png', 'image/png', ''),
      upload('huge.gif', 'image/gif', Buffer.concat([GIF, Buffer.alloc(MAX_IMAGE_BYTES)])),
    ];
    for (const file of files) expect(() => store.setImage(note.id, file)).toThrow('"image"');
    expect(() => store.setImage('nope', upload('a.gif', 'image/gif', GIF))).toThrow(
      'Note "nope" does not exist',
    );
    expect(store.get(note.id)).toEqual(note);
  });

  it('drops an uploaded image when its note lets go of it or is deleted, not before', () => {
    const [first, second] = store.list();
    const image = store.setImage(first!.id, upload('a.gif', 'image/gif', GIF)).image!;
    const name = image.slice(NOTE_UPLOADS_PATH.length);
    // Sent back as received, the image stays; another note may show it too.
    store.replace(first!.id, { title: first!.title, image });
    store.replace(second!.id, { title: second!.title, image });
    store.replace(first!.id, { title: first!.title, image: null });
    expect(store.upload(name)).not.toBeNull();
    store.remove(second!.id);
    expect(store.upload(name)).toBeNull();
  });
});

describe('NotesStore undone and redone through its tables', () => {
  it('reads, and finds notes by label and by image, as before an undo and after a redo', () => {
    const store = new NotesStore(notesSeed(now));
    const [first, second] = store.list();
    const shown = store.setImage(first!.id, upload('a.gif', 'image/gif', GIF)).image!;
    const journal = new Journal();
    const { uploads } = store.tables();
    for (const target of Object.values(store.tables())) target.attach(journal, 'notes');
    const reads = () => ({
      notes: [...store.list()],
      labels: [...store.allLabels()],
      labelsOf: store.list().map((note) => store.labelsOf(note)),
      uploads: Object.fromEntries([...uploads!.entries()].map(([id]) => [id, store.upload(id)])),
    });
    /** What the store reads after `write`, undone at once: it goes through the indexes. */
    const probe = (write: () => void) => {
      journal.begin();
      write();
      const seen = reads();
      journal.rollbackTo(0);
      journal.finish();
      return seen;
    };
    const uploadOf = (image: string) => store.upload(image.slice(NOTE_UPLOADS_PATH.length));
    const carrying = (label: string, notes: readonly NoteRecord[]) =>
      notes.filter((note) => note.labels.includes(label));

    const before = reads();
    journal.begin();
    store.removeLabel(work);
    store.replace(first!.id, { title: 'Sin imagen' });
    const moved = store.setImage(second!.id, upload('b.gif', 'image/gif', GIF)).image!;
    store.create({ title: 'Nueva', labels: [family] });
    const after = reads();
    const changes = journal.finish();
    expect(uploadOf(shown)).toBeNull();

    for (const { target, id, before } of changes) target.restore(id, before);
    expect(reads()).toEqual(before);
    expect(uploadOf(shown)).toEqual({ type: 'image/gif', bytes: GIF });
    expect(carrying(work, before.notes).length).toBeGreaterThan(1);
    expect(carrying(work, probe(() => store.removeLabel(work)).notes)).toEqual([]);
    expect(probe(() => store.remove(first!.id)).uploads).toEqual({});
    expect(reads()).toEqual(before);

    for (const { target, id, after } of changes) target.restore(id, after);
    expect(reads()).toEqual(after);
    expect(uploadOf(moved)).toEqual({ type: 'image/gif', bytes: GIF });
    expect(carrying(family, probe(() => store.removeLabel(family)).notes)).toEqual([]);
    expect(probe(() => store.remove(second!.id)).uploads).toEqual({});
    expect(reads()).toEqual(after);
  });
});

describe('REST /api/apps/notes', () => {
  let server: TestServer;
  let token: string;
  const all = async () =>
    (await server.request<NoteAnswer[]>('GET', '/api/apps/notes/all', { token })).body;
  const labels = async () =>
    (await server.request<NoteLabelRecord[]>('GET', '/api/apps/notes/labels', { token })).body;

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('answers 401 without a token', async () => {
    const answers = await Promise.all([
      server.request('GET', '/api/apps/notes/all'),
      server.request('GET', '/api/apps/notes/labels'),
      server.request('POST', '/api/apps/notes', { body: { note: { title: 'x' } } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
  });

  it('GET all lists the notes with their labels as objects', async () => {
    const notes = await all();
    expect(notes).toHaveLength(15);
    const first = notesSeed(now).notes[0]!;
    expect(notes[0]).toEqual({
      ...first,
      labels: first.labels.map((id) => noteLabels.find((label) => label.id === id)),
    });
  });

  it('GET labels lists the six labels', async () => {
    expect(await labels()).toEqual(noteLabels);
  });

  it('POST labels adds one and answers every label', async () => {
    const answer = await server.request<NoteLabelRecord[]>('POST', '/api/apps/notes/labels', {
      token,
      body: { title: 'Viajes' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(7);
    expect(answer.body.slice(0, 6)).toEqual(noteLabels);
    expect(answer.body[6]).toEqual({ id: expect.any(String), title: 'Viajes' });
    expect(await labels()).toEqual(answer.body);
  });

  it('POST labels refuses a blank or missing title', async () => {
    for (const body of [{ title: '  ' }, {}]) {
      const answer = await server.request<{ error: string }>('POST', '/api/apps/notes/labels', {
        token,
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain('"title"');
    }
    expect(await labels()).toHaveLength(6);
  });

  it('PATCH labels renames and answers every label; an unknown id is 404', async () => {
    const answer = await server.request<NoteLabelRecord[]>('PATCH', '/api/apps/notes/labels', {
      token,
      body: { label: { id: work, title: 'Trabajo' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.find((label) => label.id === work)?.title).toBe('Trabajo');
    expect(answer.body).toHaveLength(6);
    const notes = await all();
    expect(notes.flatMap((note) => note.labels).filter((l) => l.id === work)[0]?.title).toBe(
      'Trabajo',
    );
    const unknown = await server.request('PATCH', '/api/apps/notes/labels', {
      token,
      body: { label: { id: 'nope', title: 'x' } },
    });
    expect(unknown.status).toBe(404);
    expect(await labels()).toEqual(answer.body);
  });

  it('DELETE labels answers the rest and takes the label off every note', async () => {
    expect((await all()).some((note) => note.labels.some((label) => label.id === friends))).toBe(
      true,
    );
    const answer = await server.request<NoteLabelRecord[]>(
      'DELETE',
      `/api/apps/notes/labels?id=${friends}`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((label) => label.id)).toEqual(
      noteLabels.map((label) => label.id).filter((id) => id !== friends),
    );
    const notes = await all();
    expect(notes.some((note) => note.labels.some((label) => label.id === friends))).toBe(false);
    expect(server.stores.notes.list().some((note) => note.labels.includes(friends))).toBe(false);
  });

  it('DELETE labels with an unknown id is 404 and changes nothing', async () => {
    const before = await all();
    const answer = await server.request('DELETE', '/api/apps/notes/labels?id=nope', { token });
    expect(answer.status).toBe(404);
    expect(await all()).toEqual(before);
    expect(await labels()).toHaveLength(6);
  });

  it('POST tasks takes the legacy {note, task} shape and answers the note', async () => {
    const note = (await all())[1]!;
    const answer = await server.request<NoteAnswer>('POST', '/api/apps/notes/tasks', {
      token,
      body: { note, task: 'Azúcar' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...note,
      tasks: [...note.tasks!, { id: expect.any(String), content: 'Azúcar', completed: false }],
    });
    expect((await all())[1]).toEqual(answer.body);
  });

  it('POST tasks also takes the note id, and refuses blank text or an unknown note', async () => {
    const note = (await all())[0]!;
    const byId = await server.request<NoteAnswer>('POST', '/api/apps/notes/tasks', {
      token,
      body: { note: note.id, task: 'Confirmar hora' },
    });
    expect(byId.body.tasks).toEqual([
      { id: expect.any(String), content: 'Confirmar hora', completed: false },
    ]);
    const before = await all();
    const blank = await server.request<{ error: string }>('POST', '/api/apps/notes/tasks', {
      token,
      body: { note: note.id, task: ' ' },
    });
    const unknown = await server.request('POST', '/api/apps/notes/tasks', {
      token,
      body: { note: { id: 'nope' }, task: 'x' },
    });
    const shapeless = await server.request<{ error: string }>('POST', '/api/apps/notes/tasks', {
      token,
      body: { note: { title: 'no id' }, task: 'x' },
    });
    expect([blank.status, unknown.status, shapeless.status]).toEqual([400, 404, 400]);
    expect(blank.body.error).toContain('"task"');
    expect(shapeless.body.error).toContain('"note"');
    expect(await all()).toEqual(before);
  });

  it('POST creates a note (createdAt now, updatedAt null), labels as ids or objects', async () => {
    const workLabel = noteLabels.find((label) => label.id === work)!;
    const answer = await server.request<NoteAnswer>('POST', '/api/apps/notes', {
      token,
      body: {
        note: {
          id: null,
          title: 'Riego',
          content: 'Revisar goteros',
          tasks: [{ content: 'Sector norte', completed: false }],
          image: null,
          reminder: '2025-03-12T09:00:00.000Z',
          labels: [workLabel, family],
          archived: false,
        },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      title: 'Riego',
      content: 'Revisar goteros',
      tasks: [{ id: expect.any(String), content: 'Sector norte', completed: false }],
      reminder: '2025-03-12T09:00:00.000Z',
      labels: [workLabel, noteLabels.find((label) => label.id === family)],
      archived: false,
      updatedAt: null,
    });
    expect(Math.abs(Date.parse(answer.body.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(server.stores.notes.get(answer.body.id)?.labels).toEqual([work, family]);
    expect((await all()).at(-1)).toEqual(answer.body);
  });

  it('POST refuses unknown labels and a missing note with 400, adding nothing', async () => {
    const unknown = await server.request<{ error: string }>('POST', '/api/apps/notes', {
      token,
      body: { note: { title: 'x', labels: ['nope'] } },
    });
    const missing = await server.request<{ error: string }>('POST', '/api/apps/notes', {
      token,
      body: {},
    });
    expect([unknown.status, missing.status]).toEqual([400, 400]);
    expect(unknown.body.error).toContain('"labels"');
    expect(missing.body.error).toContain('"note"');
    expect(await all()).toHaveLength(15);
  });

  it('PATCH replaces the note sent back as received and sets updatedAt', async () => {
    const note = (await all())[2]!;
    expect(note.updatedAt).toBeNull();
    const updatedNote = {
      ...note,
      title: 'Cumpleaños de Sofía (domingo)',
      labels: [...note.labels, NOTE_LABEL_IDS.priority],
    };
    const answer = await server.request<NoteAnswer>('PATCH', '/api/apps/notes', {
      token,
      body: { updatedNote },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...note,
      title: 'Cumpleaños de Sofía (domingo)',
      labels: [...note.labels, noteLabels.find((label) => label.id === NOTE_LABEL_IDS.priority)],
      updatedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(answer.body.updatedAt!) - Date.now())).toBeLessThan(60_000);
    expect(server.stores.notes.get(note.id)?.labels).toEqual([
      family,
      friends,
      NOTE_LABEL_IDS.priority,
    ]);
    expect((await all())[2]).toEqual(answer.body);
  });

  it('PATCH with an unknown id is 404, with an unknown label 400; nothing changes', async () => {
    const before = await all();
    const unknownId = await server.request('PATCH', '/api/apps/notes', {
      token,
      body: { updatedNote: { ...before[0], id: 'nope' } },
    });
    const unknownLabel = await server.request<{ error: string }>('PATCH', '/api/apps/notes', {
      token,
      body: { updatedNote: { ...before[0], title: 'changed', labels: [work, 'nope'] } },
    });
    const noId = await server.request<{ error: string }>('PATCH', '/api/apps/notes', {
      token,
      body: { updatedNote: { title: 'x' } },
    });
    expect([unknownId.status, unknownLabel.status, noId.status]).toEqual([404, 400, 400]);
    expect(unknownLabel.body.error).toContain('"labels" names an unknown label "nope"');
    expect(noId.body.error).toContain('"updatedNote.id"');
    expect(await all()).toEqual(before);
  });

  /** POST /image as multipart, the way a browser form sends it. */
  const postImage = async (fields: { id?: string; file?: [Buffer | string, string, string] }) => {
    const form = new FormData();
    if (fields.id !== undefined) form.set('id', fields.id);
    if (fields.file) {
      const [bytes, type, name] = fields.file;
      form.set('image', new Blob([Buffer.from(bytes)], { type }), name);
    }
    const response = await fetch(`${server.url}/api/apps/notes/image`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('POST image keeps the file, answers the note, and serves the picture at its path', async () => {
    const note = (await all())[1]!;
    const answer = await postImage({ id: note.id, file: [GIF, 'image/gif', 'lista.gif'] });
    expect(answer.status).toBe(200);
    const answered = answer.body as NoteAnswer;
    expect(answered).toEqual({
      ...note,
      image: expect.stringMatching(UPLOADED),
      updatedAt: expect.any(String),
    });
    expect((await all())[1]!.image).toBe(answered.image);
    // An <img> sends no token: the path is enough.
    const picture = await fetch(`${server.url}${answered.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/gif');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(GIF);
  });

  it('POST image refuses SVG, text and disguised files (400), an unknown note (404), no token (401)', async () => {
    const note = (await all())[1]!;
    const files: [string, string, string][] = [
      [SVG, 'image/svg+xml', 'logo.svg'],
      ['hola, no soy una imagen', 'text/plain', 'nota.txt'],
      ['%PDF-1.7 not an image at all', 'image/png', 'disguised.png'],
    ];
    for (const file of files) {
      const answer = await postImage({ id: note.id, file });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toContain('"image"');
    }
    const unknown = await postImage({ id: 'nope', file: [GIF, 'image/gif', 'a.gif'] });
    expect(unknown.status).toBe(404);
    const noFile = await postImage({ id: note.id });
    expect(noFile.status).toBe(400);
    expect((noFile.body as { error: string }).error).toContain('File field "image"');
    token = '';
    expect((await postImage({ id: note.id, file: [GIF, 'image/gif', 'a.gif'] })).status).toBe(401);
    token = await server.signIn();
    expect((await all())[1]).toEqual(note);
  });

  it('answers 404 for an uploaded image path that names nothing', async () => {
    for (const path of [
      `${NOTE_UPLOADS_PATH}00000000-0000-4000-8000-000000000000.gif`,
      `${NOTE_UPLOADS_PATH}..%2f..%2fpackage.json`,
      `${NOTE_UPLOADS_PATH}logo.svg`,
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });

  it('DELETE answers true and removes the note; an unknown id is 404', async () => {
    const note = (await all())[4]!;
    const answer = await server.request('DELETE', `/api/apps/notes?id=${note.id}`, { token });
    expect(answer).toMatchObject({ status: 200, body: true });
    const after = await all();
    expect(after).toHaveLength(14);
    expect(after.map((item) => item.id)).not.toContain(note.id);
    const unknown = await server.request('DELETE', '/api/apps/notes?id=nope', { token });
    expect(unknown.status).toBe(404);
    expect(await all()).toHaveLength(14);
  });
});

describe('GraphQL notes', () => {
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    server = await startTestServer({ now });
    token = await server.signIn();
  });
  afterEach(() => server.close());

  it('reads notes with label objects, one note by id, and null for an unknown id', async () => {
    const id = notesSeed(now).notes[0]!.id;
    const answer = await server.graphql<{
      notes: { labels: { title: string }[] }[];
      note: { title: string };
      missing: null;
    }>(
      `query ($id: ID!) {
        notes { labels { title } }
        note(id: $id) { title }
        missing: note(id: "nope") { id }
      }`,
      { id },
      token,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.notes).toHaveLength(15);
    expect(answer.body.data?.notes[0]!.labels.map((label) => label.title)).toEqual([
      'Work',
      'Priority',
    ]);
    expect(answer.body.data?.note.title).toBe('Reunión con proveedores de fertilizante');
    expect(answer.body.data?.missing).toBeNull();
  });

  it('adds a checklist item with the note given inline as an object literal', async () => {
    const id = notesSeed(now).notes[0]!.id;
    const answer = await server.graphql<{ addNoteTask: { tasks: { content: string }[] } }>(
      `mutation { addNoteTask(note: { id: "${id}", title: "ignored" }, task: "Llevar muestras") { tasks { content } } }`,
      {},
      token,
    );
    expect(answer.body.data?.addNoteTask.tasks).toEqual([{ content: 'Llevar muestras' }]);
  });

  it('refuses a reference that is neither an id nor an object with one', async () => {
    const answer = await server.graphql(
      'mutation ($note: Ref!) { addNoteTask(note: $note, task: "x") { id } }',
      { note: 42 },
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('uploads an image inline, and updateNote with a null image removes it', async () => {
    const note = notesSeed(now).notes[2]!;
    const uploaded = await server.graphql<{ uploadNoteImage: { image: string } }>(
      'mutation ($id: ID!, $image: FileUpload!) { uploadNoteImage(id: $id, image: $image) { image } }',
      { id: note.id, image: upload('sofia.gif', 'image/gif', GIF) },
      token,
    );
    expect(uploaded.body.errors).toBeUndefined();
    const image = uploaded.body.data!.uploadNoteImage.image;
    expect(image).toMatch(UPLOADED);
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);

    const refused = await server.graphql(
      'mutation ($id: ID!, $image: FileUpload!) { uploadNoteImage(id: $id, image: $image) { id } }',
      { id: note.id, image: upload('logo.svg', 'image/svg+xml', SVG) },
      token,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const removed = await server.graphql<{ updateNote: { image: string | null } }>(
      'mutation ($id: ID!, $note: NoteInput!) { updateNote(id: $id, note: $note) { image } }',
      { id: note.id, note: { title: note.title, content: note.content, labels: note.labels } },
      token,
    );
    expect(removed.body.data?.updateNote.image).toBeNull();
    expect((await fetch(`${server.url}${image}`)).status).toBe(404);
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const answer = await server.graphql('{ noteLabels { id } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
