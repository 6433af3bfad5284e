// The ids of the inventory's routes, whose loaders start the queries the pages read.
export const INVENTORY_ROUTE = 'inventory-products';
export const PRODUCT_ROUTE = 'inventory-product';
