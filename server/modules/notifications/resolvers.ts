import type { Resolvers } from '../../generated/graphql';
import { recordEvents } from '../../live/events';

export const resolvers: Resolvers = {
  Query: {
    notifications: (_, __, { stores }) => stores.notifications.list(),
  },
  Mutation: {
    createNotification: (_, { notification }, { stores }) =>
      stores.notifications.create(notification),
    updateNotification: (_, { id, notification }, { stores }) =>
      stores.notifications.update(id, notification),
    deleteNotification: (_, { id }, { stores }) => stores.notifications.remove(id),
    markAllNotificationsRead: (_, __, { stores }) => stores.notifications.markAllRead(),
    setNotificationRead: (_, { id, read }, { stores }) => stores.notifications.setRead(id, read),
  },
  Subscription: {
    notificationsChanged: recordEvents('notifications', {
      items: { field: 'notification', type: 'Notification' },
    }),
  },
};
