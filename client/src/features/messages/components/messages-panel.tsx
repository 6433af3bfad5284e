// The toolbar's messages: the unread count, and the panel (components/feed).
import { useQuery } from '@apollo/client/react';
import ChatBubbleOvalLeftEllipsisIcon from '@heroicons/react/24/outline/ChatBubbleOvalLeftEllipsisIcon';
import { useTranslation } from 'react-i18next';
import { FeedPanel } from '../../../components/feed/feed-panel';
import { useFeedActions } from '../../../components/feed/use-feed-actions';
import { MESSAGE_OPERATIONS, MessagesPanelDocument } from '../api/messages-panel';

export function MessagesPanel() {
  const { t } = useTranslation();
  // The shell's start-up load has filled the cache; this reads it.
  const { data } = useQuery(MessagesPanelDocument, { fetchPolicy: 'cache-first' });
  const entries = data?.messages ?? null;
  const actions = useFeedActions(MESSAGE_OPERATIONS, entries);
  return (
    <FeedPanel
      label={t('messages.title')}
      emptyText={t('messages.empty')}
      icon={<ChatBubbleOvalLeftEllipsisIcon />}
      entries={entries}
      {...actions}
    />
  );
}
