// The documents the benchmarks send to the app. Production servers run trusted
// documents only (server/trusted-documents.ts), so bench/target.ts registers these
// beside the web client's, as an integrator registers theirs with a gateway, and the
// benchmarks send their ids, as the client does: the path a user's requests take.
import { documentId } from '../server/trusted-documents';
import { MESSAGE_FIELDS, PRODUCTS_QUERY } from './products';

export { PRODUCTS_QUERY };
export const MESSAGES_QUERY = `{ messages { ${MESSAGE_FIELDS} } }`;
export const UPDATE_PRODUCT =
  'mutation ($id: ID!, $product: InventoryProductInput!) { updateInventoryProduct(id: $id, product: $product) { id } }';
export const TASK_IDS = '{ tasks { id } }';
/** A hundred products' ids, and the products page sorted by price (a second sorted view). */
export const PRODUCT_IDS =
  '{ inventoryProducts(sort: name, page: 0, size: 100) { products { id } } byPrice: inventoryProducts(sort: price, order: "desc", page: 0) { products { id } } }';
export const RENAME_PRODUCT =
  'mutation ($id: ID!, $name: String!) { updateInventoryProduct(id: $id, product: { name: $name }) { id } }';
export const CREATE_PRODUCT = 'mutation { createInventoryProduct { id } }';
export const PRODUCT_NAME = 'query ($id: ID!) { inventoryProduct(id: $id) { name } }';
export const RENAME_TASK =
  'mutation ($id: ID!, $title: String!) { updateTask(id: $id, task: { title: $title }) { id } }';
export const CREATE_NOTIFICATION =
  'mutation ($title: String!) { createNotification(notification: { title: $title }) { id } }';
export const NOTIFICATIONS_CHANGED =
  'subscription { notificationsChanged { change notification { id title } } }';

export const BENCH_DOCUMENTS = [
  PRODUCTS_QUERY,
  MESSAGES_QUERY,
  UPDATE_PRODUCT,
  TASK_IDS,
  RENAME_TASK,
  PRODUCT_IDS,
  RENAME_PRODUCT,
  CREATE_PRODUCT,
  PRODUCT_NAME,
  CREATE_NOTIFICATION,
  NOTIFICATIONS_CHANGED,
];

/** Apollo's persisted-query extension naming `document` by its id (its SHA-256). */
export function persistedQuery(document: string) {
  return { persistedQuery: { version: 1, sha256Hash: documentId(document) } };
}

/** A POST /graphql body naming `document` by id. */
export const byId = (document: string, variables?: Record<string, unknown>) =>
  JSON.stringify({ variables, extensions: persistedQuery(document) });
