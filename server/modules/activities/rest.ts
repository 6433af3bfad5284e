import type { RestRoute } from '../../rest/route';

export const routes: RestRoute[] = [
  {
    // The whole feed, as always; `?first=10` (and `&after=<id>` from the second page on)
    // answers one page of it.
    method: 'GET',
    path: 'pages/activities',
    document:
      'query Activities($after: ID, $first: Int) { activities(after: $after, first: $first) { id icon image description date extraContent linkedContent link useRouter } }',
    variables: { after: 'query.after', first: 'query.first' },
  },
  {
    method: 'GET',
    path: 'pages/activities/count',
    document: 'query ActivityCount { activityCount }',
  },
];
