// The activities page's query: a page of the feed, newest first (`first` of them after
// the activity `after`), and how many there are in all, so the page knows when it holds
// them all. The item's fields are the fragment its component reads.
import { graphql } from '../../../gql';

export const ActivitiesFeedDocument = graphql(`
  query ActivitiesFeed($after: ID, $first: Int) {
    activities(after: $after, first: $first) {
      ...ActivityItem
    }
    activityCount
  }

  fragment ActivityItem on Activity {
    id
    icon
    image
    description
    date
    extraContent
    linkedContent
    link
    useRouter
  }
`);
