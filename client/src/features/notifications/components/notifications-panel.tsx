// The toolbar's notifications: the unread count, and the panel (components/feed).
import { useQuery } from '@apollo/client/react';
import BellIcon from '@heroicons/react/24/outline/BellIcon';
import { useTranslation } from 'react-i18next';
import { FeedPanel } from '../../../components/feed/feed-panel';
import { useFeedActions } from '../../../components/feed/use-feed-actions';
import { NOTIFICATION_OPERATIONS, NotificationsPanelDocument } from '../api/notifications-panel';

export function NotificationsPanel() {
  const { t } = useTranslation();
  // The shell's start-up load has filled the cache; this reads it.
  const { data } = useQuery(NotificationsPanelDocument, { fetchPolicy: 'cache-first' });
  const entries = data?.notifications ?? null;
  const actions = useFeedActions(NOTIFICATION_OPERATIONS, entries);
  return (
    <FeedPanel
      label={t('notifications.title')}
      emptyText={t('notifications.empty')}
      icon={<BellIcon />}
      entries={entries}
      {...actions}
    />
  );
}
