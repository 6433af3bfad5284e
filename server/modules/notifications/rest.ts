import { feedRoutes } from '../../lib/feed-routes';

export const routes = feedRoutes('common/notifications', 'notification');
