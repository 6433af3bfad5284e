// Links within the inventory that keep the table's selection (search, sort, page) in
// the address, so closing a product returns to the same rows.
import { inventoryProductPath, paths } from '../../../config/paths';

export function productLink(id: string, search: string) {
  return { pathname: inventoryProductPath(id), search };
}

export function listLink(search: string) {
  return { pathname: paths.inventory, search };
}
