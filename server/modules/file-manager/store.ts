// The file manager's folders and files. Read-only: each folder's children are sorted by
// name once, at construction, so a folder view costs its breadcrumb's depth.
import { BadInputError, NotFoundError } from '../../lib/errors';

export type FileManagerItemType = 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';

export interface FileManagerItemRecord {
  id: string;
  /** The parent folder's id; null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time. */
  modifiedAt: string;
  /** Display text, such as '87 MB'. */
  size: string;
  type: FileManagerItemType;
  /** Folders: display text such as '4 files'; files: null. */
  contents: string | null;
  description: string | null;
}

export interface FileManagerFolderContents {
  folders: FileManagerItemRecord[];
  files: FileManagerItemRecord[];
  /** Folders from the root's child down to the current folder inclusive; [] at the root. */
  path: FileManagerItemRecord[];
}

interface Children {
  folders: FileManagerItemRecord[];
  files: FileManagerItemRecord[];
}

/** The legacy client asks for the root with the text 'null'. */
export const ROOT_FOLDER_TEXT = 'null';

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

export class FileManagerStore {
  private readonly items = new Map<string, FileManagerItemRecord>();
  /** Each folder's children by folder id; the root's under null. */
  private readonly children = new Map<string | null, Children>();

  constructor(seed: readonly FileManagerItemRecord[]) {
    for (const item of structuredClone([...seed])) this.items.set(item.id, item);
    for (const item of this.items.values()) {
      const parent = item.folderId === null ? null : this.items.get(item.folderId);
      if (parent !== null && parent?.type !== 'folder') {
        throw new Error(`File manager seed: "${item.id}" is inside "${item.folderId}", no folder`);
      }
      const siblings = this.childrenOf(item.folderId);
      (item.type === 'folder' ? siblings.folders : siblings.files).push(item);
    }
    const compare = (a: FileManagerItemRecord, b: FileManagerItemRecord) =>
      byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    for (const { folders, files } of this.children.values()) {
      folders.sort(compare);
      files.sort(compare);
    }
  }

  /**
   * A folder's subfolders, files and breadcrumb. Null, undefined or the text 'null'
   * mean the root; an id naming no folder (unknown or a file) is NOT_FOUND.
   */
  contents(folderId: string | null | undefined): FileManagerFolderContents {
    if (folderId == null || folderId === ROOT_FOLDER_TEXT) {
      return { ...this.childrenIn(null), path: [] };
    }
    if (folderId.trim() === '') {
      throw new BadInputError('"folderId" must be a folder id, or null for the root.');
    }
    const folder = this.items.get(folderId);
    if (folder?.type !== 'folder') throw new NotFoundError('Folder', folderId);
    return { ...this.childrenIn(folder.id), path: this.pathTo(folder) };
  }

  private childrenIn(folderId: string | null): Children {
    return this.children.get(folderId) ?? { folders: [], files: [] };
  }

  /** Builds the index: the children entry of a folder, created on first use. */
  private childrenOf(folderId: string | null): Children {
    let children = this.children.get(folderId);
    if (!children) {
      children = { folders: [], files: [] };
      this.children.set(folderId, children);
    }
    return children;
  }

  private pathTo(folder: FileManagerItemRecord): FileManagerItemRecord[] {
    const path = [folder];
    for (let parentId = folder.folderId; parentId !== null;) {
      const parent = this.items.get(parentId)!;
      if (path.includes(parent)) throw new Error(`File manager: folder "${parentId}" is in a loop`);
      path.unshift(parent);
      parentId = parent.folderId;
    }
    return path;
  }
}
