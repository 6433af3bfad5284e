// The ids of the chat app's routes, by which its pages read their loaders' queries.
export const CHAT_ROUTE = 'chat';
export const CHAT_CONVERSATION_ROUTE = 'chat-conversation';
