import type { Resolvers } from '../../generated/graphql';

export const resolvers: Resolvers = {
  Query: {
    inventoryCategories: (_, __, { stores }) => stores.inventory.listCategories(),
    inventoryBrands: (_, __, { stores }) => stores.inventory.listBrands(),
    inventoryVendors: (_, __, { stores }) => stores.inventory.listVendors(),
    inventoryTags: (_, __, { stores }) => stores.inventory.listTags(),
    inventoryProducts: (_, options, { stores }) => stores.inventory.listProducts(options),
    inventoryProduct: (_, { id }, { stores }) => stores.inventory.getProduct(id),
  },
  Mutation: {
    createInventoryProduct: (_, __, { stores }) => stores.inventory.createProduct(),
    updateInventoryProduct: (_, { id, product }, { stores }) =>
      stores.inventory.updateProduct(id, product),
    deleteInventoryProduct: (_, { id }, { stores }) => stores.inventory.removeProduct(id),
    createInventoryTag: (_, { tag }, { stores }) => stores.inventory.createTag(tag),
    updateInventoryTag: (_, { id, tag }, { stores }) => stores.inventory.updateTag(id, tag),
    deleteInventoryTag: (_, { id }, { stores }) => stores.inventory.removeTag(id),
  },
};
