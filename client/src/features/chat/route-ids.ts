// The ids of the chat app's routes, to which api/queries.ts binds its screens' queries.
export const CHAT_ROUTE = 'chat';
export const CHAT_CONVERSATION_ROUTE = 'chat-conversation';
