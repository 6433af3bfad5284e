// The icon browser's query: one set, its names and where its SVG files are.
import { graphql } from '../../../gql';

export const IconSetDocument = graphql(`
  query IconSet($set: IconSetName!) {
    iconSet(set: $set) {
      namespace
      name
      grid
      package
      folder
      list
    }
  }
`);
