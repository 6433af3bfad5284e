// Where an item leads: a folder opens (its own address, in the same view); a file's
// details open beside the list (?item=). A folder's details open from its own button.
import type { FileManagerItemFieldsFragment } from '../../gql/graphql';
import { ITEM_PARAM, folderLink, withParam, type FileManagerView } from './url-state';

export type Item = FileManagerItemFieldsFragment;

/** The attribute on the control that opened an item's details, where focus returns. */
export const DETAILS_TRIGGER = 'data-details-trigger';

export function itemLinks(item: Item, params: URLSearchParams, view: FileManagerView) {
  const details = { search: withParam(params, ITEM_PARAM, item.id) };
  return {
    open: item.type === 'folder' ? folderLink(item.id, view) : details,
    details,
  };
}
