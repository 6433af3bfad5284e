// The inventory's queries and the fragments its components read: the product table's
// page (one server-side page of products) and one product with the lists its form
// picks from (categories, brands, vendors, tags).
import { graphql } from '../../../gql';

export const InventoryProductsDocument = graphql(`
  query InventoryProducts(
    $search: String
    $sort: InventoryProductSort
    $order: String
    $page: Int
    $size: Int
  ) {
    inventoryProducts(search: $search, sort: $sort, order: $order, page: $page, size: $size) {
      products {
        ...InventoryProductRow
      }
      pagination {
        length
        size
        page
        lastPage
        startIndex
        endIndex
      }
    }
  }

  fragment InventoryProductRow on InventoryProduct {
    id
    name
    sku
    thumbnail
    price
    stock
    reserved
    active
  }
`);

export const InventoryProductDocument = graphql(`
  query InventoryProduct($id: ID!) {
    inventoryProduct(id: $id) {
      ...InventoryProductFields
    }
    ...InventoryLookups
  }

  fragment InventoryLookups on Query {
    inventoryCategories {
      id
      name
    }
    inventoryBrands {
      id
      name
    }
    inventoryVendors {
      id
      name
    }
    inventoryTags {
      ...InventoryTagFields
    }
  }

  fragment InventoryProductFields on InventoryProduct {
    id
    category
    name
    description
    tags
    sku
    barcode
    brand
    vendor
    stock
    reserved
    cost
    basePrice
    taxPercent
    price
    weight
    thumbnail
    images
    active
  }

  fragment InventoryTagFields on InventoryTag {
    id
    title
  }
`);

/** The lists the product form picks from, fetched beside a new product so it opens at once. */
export const InventoryLookupsDocument = graphql(`
  query InventoryLookups {
    ...InventoryLookups
  }
`);
