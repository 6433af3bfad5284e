// What the file manager keeps in the address besides the folder (the path's :folderId):
// the view (?view=list; the grid is the default and left out), the item whose details
// are open (?item=<id>) and a filter of the folder's items by name (?search=, read with
// lib/url-state.ts's searchIn). Links to another folder keep the view and drop the rest.
import { fileManagerFolderPath } from '../../config/paths';

export const VIEWS = ['grid', 'list'] as const;
export type FileManagerView = (typeof VIEWS)[number];
export const DEFAULT_VIEW: FileManagerView = 'grid';

export const VIEW_PARAM = 'view';
export const ITEM_PARAM = 'item';

export function readView(params: URLSearchParams): FileManagerView {
  return params.get(VIEW_PARAM) === 'list' ? 'list' : DEFAULT_VIEW;
}

/** A folder's address (the root's for null), in the given view. */
export function folderLink(folderId: string | null, view: FileManagerView): string {
  return fileManagerFolderPath(
    folderId,
    view === DEFAULT_VIEW ? '' : `?${new URLSearchParams({ [VIEW_PARAM]: view })}`,
  );
}

/** The current address's search with one parameter set (or removed for null). */
export function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null || (name === VIEW_PARAM && value === DEFAULT_VIEW)) next.delete(name);
  else next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}
