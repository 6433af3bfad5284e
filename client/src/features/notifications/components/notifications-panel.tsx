// The toolbar's notifications: the unread count, and the panel (components/feed, whose entry
// declares the fields it reads) with this feature's mutation hooks.
import { useQuery } from '@apollo/client/react';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import { useTranslation } from 'react-i18next';
import { FeedPanel } from '../../../components/feed/feed-panel';
import { useShownOnce } from '../../../lib/use-shown-once';
import { NotificationsPanelDocument } from '../api/documents';
import { useNotificationsLive } from '../api/use-notifications-live';
import { useDeleteNotification } from '../api/use-delete-notification';
import { useMarkAllNotificationsRead } from '../api/use-mark-all-notifications-read';
import { useSetNotificationRead } from '../api/use-set-notification-read';

export function NotificationsPanel() {
  const { t } = useTranslation();
  useNotificationsLive();
  // The shell's start-up load has filled the cache; this reads it once the shell has
  // shown (its first frame has no badge to draw yet).
  const { data } = useQuery(NotificationsPanelDocument, {
    fetchPolicy: 'cache-first',
    skip: !useShownOnce(),
  });
  const setRead = useSetNotificationRead();
  const remove = useDeleteNotification();
  const markAllRead = useMarkAllNotificationsRead();
  return (
    <FeedPanel
      label={t('notifications.title')}
      emptyText={t('notifications.empty')}
      icon={<BellIcon />}
      entries={data?.notifications ?? null}
      onSetRead={setRead}
      onDelete={remove}
      onMarkAllRead={markAllRead}
    />
  );
}
