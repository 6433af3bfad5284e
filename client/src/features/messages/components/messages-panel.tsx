// The toolbar's messages: the unread count, and the panel (components/feed, whose entry
// declares the fields it reads) with this feature's mutation hooks.
import { useQuery } from '@apollo/client/react';
import ChatBubbleOvalLeftEllipsisIcon from '@heroicons/react/24/outline/ChatBubbleOvalLeftEllipsisIcon';
import { useTranslation } from 'react-i18next';
import { FeedPanel } from '../../../components/feed/feed-panel';
import { useShownOnce } from '../../../lib/use-shown-once';
import { MessagesPanelDocument } from '../api/documents';
import { useMessagesLive } from '../api/use-messages-live';
import { useDeleteMessage } from '../api/use-delete-message';
import { useMarkAllMessagesRead } from '../api/use-mark-all-messages-read';
import { useSetMessageRead } from '../api/use-set-message-read';

export function MessagesPanel() {
  const { t } = useTranslation();
  useMessagesLive();
  // The shell's start-up load has filled the cache; this reads it once the shell has
  // shown (its first frame has no badge to draw yet).
  const { data } = useQuery(MessagesPanelDocument, {
    fetchPolicy: 'cache-first',
    skip: !useShownOnce(),
  });
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();
  const markAllRead = useMarkAllMessagesRead();
  return (
    <FeedPanel
      label={t('messages.title')}
      emptyText={t('messages.empty')}
      icon={<ChatBubbleOvalLeftEllipsisIcon />}
      entries={data?.messages ?? null}
      onSetRead={setRead}
      onDelete={remove}
      onMarkAllRead={markAllRead}
    />
  );
}
