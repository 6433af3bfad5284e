import { feedRoutes } from '../../lib/feed-routes';

export const routes = feedRoutes('common/messages', 'message');
