import type { RestRoute } from '../../rest/route';

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: 'pages/activities',
    document:
      'query Activities { activities { id icon image description date extraContent linkedContent link useRouter } }',
  },
];
