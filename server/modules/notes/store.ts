// The notes app: notes with optional checklists, and the labels that group them.
// Notes store label ids; label objects are looked up when a note is read. Deleting
// a label takes it off every note (found through an index from label to notes).
// Uploaded images are kept here, by a fresh name, and served at NOTE_UPLOADS_PATH
// (images.ts): a note holds the path, not the bytes, so the list and every whole-note
// update stay small; an image is dropped once no note shows it (an index from image
// to notes).
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type Loadable, type TableSeed } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { GroupIndex } from '../../lib/group-index';
import { requireText } from '../../lib/input';
import { imageType } from '../contacts/image';
import { MAX_IMAGE_BYTES } from '../../../shared/limits';

/** Where uploaded note images are served; a note's `image` is this plus the file's name. */
export const NOTE_UPLOADS_PATH = '/images/notes/uploads/';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** A file as the FileUpload input carries it. */
export interface UploadedFile {
  name: string;
  type: string;
  base64: string;
}

/** An uploaded image: its type (read from its bytes) and the bytes. */
export interface StoredImage {
  type: string;
  bytes: Buffer;
}

export interface NoteLabelRecord {
  id: string;
  title: string;
}

export interface NoteTaskRecord {
  id: string;
  content: string;
  completed: boolean;
}

export interface NoteRecord {
  id: string;
  title: string;
  content: string;
  /** Null when the note has no checklist. */
  tasks: NoteTaskRecord[] | null;
  image: string | null;
  /** ISO date-time, or null. */
  reminder: string | null;
  /** Label ids. */
  labels: string[];
  archived: boolean;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time; null until the note is first edited. */
  updatedAt: string | null;
}

/** An uploaded image as kept: `id` is its file name, `base64` its bytes. */
export interface NoteUploadRecord {
  id: string;
  type: string;
  base64: string;
}

export interface NotesSeed {
  labels: NoteLabelRecord[];
  notes: NoteRecord[];
  uploads?: NoteUploadRecord[];
}

/** What the constructor takes: each collection as records or as a loaded table. */
type NotesLoadable = Loadable<Omit<NotesSeed, 'uploads'>> & {
  uploads?: TableSeed<NoteUploadRecord>;
};

export interface NoteTaskInput {
  id?: string | null;
  content: string;
  completed?: boolean | null;
}

/** A whole note as a client sends it; `id`, `createdAt` and `updatedAt` are ignored. */
export interface NoteInput {
  id?: string | null;
  title?: string | null;
  content?: string | null;
  tasks?: readonly NoteTaskInput[] | null;
  image?: string | null;
  reminder?: Date | null;
  /** Label ids. */
  labels?: readonly string[] | null;
  archived?: boolean | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

export class NotesStore {
  /** In creation order. */
  private readonly notes: Table<NoteRecord>;
  private readonly labels: Table<NoteLabelRecord>;
  /** Uploaded images by file name (a uuid and the type's extension), bytes in base64. */
  private readonly uploads: Table<NoteUploadRecord>;
  /** Notes by the labels they carry, so that deleting a label finds them. */
  private readonly carriers: GroupIndex<NoteRecord>;
  /** Notes by the image they show, so that an upload no note shows is dropped. */
  private readonly showing: GroupIndex<NoteRecord>;

  constructor(seed: NotesLoadable) {
    this.labels = Table.of('labels', seed.labels);
    this.notes = Table.of('notes', seed.notes);
    // Records copied, not deep-cloned: uploads can be megabytes, and strings never change.
    const uploads = seed.uploads ?? [];
    this.uploads =
      uploads instanceof Table
        ? uploads
        : new Table(
            'uploads',
            uploads.map(({ id, type, base64 }) => ({ id, type, base64 })),
          );
    this.carriers = new GroupIndex(this.notes, (note) => note.labels);
    this.showing = new GroupIndex(this.notes, (note) => (note.image ? [note.image] : []));
  }

  tables(): Kinds {
    return { labels: this.labels, notes: this.notes, uploads: this.uploads };
  }

  /** Every note, in creation order: the table's own array (read it, never change it). */
  list(): readonly NoteRecord[] {
    return this.notes.list();
  }

  get(id: string): NoteRecord | null {
    return this.notes.get(id) ?? null;
  }

  create(input: NoteInput, now = new Date()): NoteRecord {
    return this.notes.insert(this.build(randomUUID(), input, now.toISOString(), null));
  }

  /** Replaces the note's content, keeping its id and createdAt; updatedAt becomes now. */
  replace(id: string, input: NoteInput, now = new Date()): NoteRecord {
    const old = this.note(id);
    const note = this.notes.replace(this.build(id, input, old.createdAt, now.toISOString()));
    this.forgetUnused(old.image);
    return note;
  }

  remove(id: string): NoteRecord {
    const note = this.note(id);
    this.notes.remove(id);
    this.forgetUnused(note.image);
    return note;
  }

  /**
   * Keeps an uploaded image and makes it the note's: PNG, JPEG, GIF or WebP by its
   * bytes, at most 5 MB. The image it replaces is dropped when no note shows it.
   */
  setImage(id: string, file: UploadedFile, now = new Date()): NoteRecord {
    const old = this.note(id);
    const bytes = Buffer.from(file.base64, 'base64');
    if (bytes.length === 0) throw new BadInputError('"image" is an empty file.');
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw new BadInputError(`"image" is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    }
    const type = imageType(bytes);
    if (!type) {
      throw new BadInputError(
        `"image" must be a PNG, JPEG, GIF or WebP image; "${file.name}" is not one.`,
      );
    }
    const name = `${randomUUID()}.${EXTENSIONS[type]}`;
    this.uploads.insert({ id: name, type, base64: bytes.toString('base64') });
    const note = this.notes.replace({
      ...old,
      image: NOTE_UPLOADS_PATH + name,
      updatedAt: now.toISOString(),
    });
    this.forgetUnused(old.image);
    return note;
  }

  /** An uploaded image by its file name, or null. */
  upload(name: string): StoredImage | null {
    const image = this.uploads.get(name);
    return image ? { type: image.type, bytes: Buffer.from(image.base64, 'base64') } : null;
  }

  /** Appends a checklist item, not completed. */
  addTask(noteId: string, text: string): NoteRecord {
    const old = this.note(noteId);
    const task = { id: randomUUID(), content: requireText(text, 'task').trim(), completed: false };
    return this.notes.replace({ ...old, tasks: [...(old.tasks ?? []), task] });
  }

  /** Every label, in creation order: the table's own array (read it, never change it). */
  allLabels(): readonly NoteLabelRecord[] {
    return this.labels.list();
  }

  /** The label objects of a note, in the note's order. */
  labelsOf(note: NoteRecord): NoteLabelRecord[] {
    return note.labels.flatMap((id) => this.labels.get(id) ?? []);
  }

  createLabel(title: string): readonly NoteLabelRecord[] {
    this.labels.insert({ id: randomUUID(), title: requireText(title, 'title').trim() });
    return this.allLabels();
  }

  updateLabel(id: string, title: string): readonly NoteLabelRecord[] {
    if (!this.labels.has(id)) throw new NotFoundError('Note label', id);
    this.labels.replace({ id, title: requireText(title, 'title').trim() });
    return this.allLabels();
  }

  /** Removes the label and takes it off every note carrying it. */
  removeLabel(id: string): readonly NoteLabelRecord[] {
    if (!this.labels.remove(id)) throw new NotFoundError('Note label', id);
    for (const noteId of this.carriers.of(id)) {
      const note = this.notes.get(noteId)!;
      this.notes.replace({ ...note, labels: note.labels.filter((label) => label !== id) });
    }
    return this.allLabels();
  }

  /** Drops an uploaded image once no note shows it any more. */
  private forgetUnused(image: string | null): void {
    if (!image?.startsWith(NOTE_UPLOADS_PATH) || this.showing.count(image)) return;
    this.uploads.remove(image.slice(NOTE_UPLOADS_PATH.length));
  }

  private note(id: string): NoteRecord {
    const note = this.notes.get(id);
    if (!note) throw new NotFoundError('Note', id);
    return note;
  }

  private build(
    id: string,
    input: NoteInput,
    createdAt: string,
    updatedAt: string | null,
  ): NoteRecord {
    return {
      id,
      title: input.title ?? '',
      content: input.content ?? '',
      tasks: input.tasks ? checkedTasks(input.tasks) : null,
      image: input.image?.trim() || null,
      reminder: input.reminder ? input.reminder.toISOString() : null,
      labels: this.checkedLabels(input.labels ?? []),
      archived: input.archived ?? false,
      createdAt,
      updatedAt,
    };
  }

  /** Known label ids, each once, in the order given. */
  private checkedLabels(ids: readonly string[]): string[] {
    for (const id of ids) {
      if (!this.labels.has(id)) throw new BadInputError(`"labels" names an unknown label "${id}".`);
    }
    return [...new Set(ids)];
  }
}

/** Checklist items keep their ids (new ones get one); two items may not share an id. */
function checkedTasks(tasks: readonly NoteTaskInput[]): NoteTaskRecord[] {
  const seen = new Set<string>();
  return tasks.map((task) => {
    const id = task.id ?? randomUUID();
    if (seen.has(id)) throw new BadInputError(`"tasks" has two items with the id "${id}".`);
    seen.add(id);
    return { id, content: task.content, completed: task.completed ?? false };
  });
}
