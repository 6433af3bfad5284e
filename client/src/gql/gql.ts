/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n": typeof types.NavigationItemFieldsFragmentDoc,
    "\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n": typeof types.UserMenuFieldsFragmentDoc,
    "\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n": typeof types.MisProyectosClienteDocument,
    "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": typeof types.SessionPayloadFragmentDoc,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n": typeof types.SignInWithTokenDocument,
    "\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n": typeof types.UnlockSessionDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n": typeof types.ChatListItemFragmentDoc,
    "\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n": typeof types.ChatContactItemFragmentDoc,
    "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n": typeof types.ChatProfileFieldsFragmentDoc,
    "\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n": typeof types.ChatContactPanelFragmentDoc,
    "\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n": typeof types.ChatAppDocument,
    "\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.ChatConversationDocument,
    "\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": typeof types.QuickChatListDocument,
    "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.QuickChatConversationDocument,
    "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n": typeof types.QuickChatMessageFragmentDoc,
    "\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": typeof types.CreateChatDocument,
    "\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkChatReadDocument,
    "\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n": typeof types.UpdateChatMutedDocument,
    "\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n": typeof types.UpdateChatProfileDocument,
    "\n  query MessagesPanel {\n    messages {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n": typeof types.MessagesPanelDocument,
    "\n      mutation SetMessageRead($id: ID!, $read: Boolean!) {\n        setMessageRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    ": typeof types.SetMessageReadDocument,
    "\n      mutation DeleteMessage($id: ID!) {\n        deleteMessage(id: $id) {\n          id\n        }\n      }\n    ": typeof types.DeleteMessageDocument,
    "\n      mutation MarkAllMessagesRead {\n        markAllMessagesRead {\n          id\n          read\n          seen\n        }\n      }\n    ": typeof types.MarkAllMessagesReadDocument,
    "\n  query NotificationsPanel {\n    notifications {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n": typeof types.NotificationsPanelDocument,
    "\n      mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n        setNotificationRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    ": typeof types.SetNotificationReadDocument,
    "\n      mutation DeleteNotification($id: ID!) {\n        deleteNotification(id: $id) {\n          id\n        }\n      }\n    ": typeof types.DeleteNotificationDocument,
    "\n      mutation MarkAllNotificationsRead {\n        markAllNotificationsRead {\n          id\n          read\n          seen\n        }\n      }\n    ": typeof types.MarkAllNotificationsReadDocument,
    "\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n": typeof types.ShortcutsPanelDocument,
    "\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": typeof types.CreateShortcutDocument,
    "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteShortcutDocument,
    "\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": typeof types.UpdateShortcutDocument,
    "\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n": typeof types.IconChoicesDocument,
    "\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n": typeof types.UpdateUserStatusDocument,
};
const documents: Documents = {
    "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n": types.NavigationItemFieldsFragmentDoc,
    "\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n": types.UserMenuFieldsFragmentDoc,
    "\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n": types.MisProyectosClienteDocument,
    "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n": types.SessionPayloadFragmentDoc,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n": types.SignInWithTokenDocument,
    "\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n": types.UnlockSessionDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n": types.SignUpDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n": types.ChatListItemFragmentDoc,
    "\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n": types.ChatContactItemFragmentDoc,
    "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n": types.ChatProfileFieldsFragmentDoc,
    "\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n": types.ChatContactPanelFragmentDoc,
    "\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n": types.ChatAppDocument,
    "\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.ChatConversationDocument,
    "\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n": types.QuickChatListDocument,
    "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.QuickChatConversationDocument,
    "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n": types.QuickChatMessageFragmentDoc,
    "\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n": types.CreateChatDocument,
    "\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n": types.MarkChatReadDocument,
    "\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n": types.UpdateChatMutedDocument,
    "\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n": types.UpdateChatProfileDocument,
    "\n  query MessagesPanel {\n    messages {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n": types.MessagesPanelDocument,
    "\n      mutation SetMessageRead($id: ID!, $read: Boolean!) {\n        setMessageRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    ": types.SetMessageReadDocument,
    "\n      mutation DeleteMessage($id: ID!) {\n        deleteMessage(id: $id) {\n          id\n        }\n      }\n    ": types.DeleteMessageDocument,
    "\n      mutation MarkAllMessagesRead {\n        markAllMessagesRead {\n          id\n          read\n          seen\n        }\n      }\n    ": types.MarkAllMessagesReadDocument,
    "\n  query NotificationsPanel {\n    notifications {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n": types.NotificationsPanelDocument,
    "\n      mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n        setNotificationRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    ": types.SetNotificationReadDocument,
    "\n      mutation DeleteNotification($id: ID!) {\n        deleteNotification(id: $id) {\n          id\n        }\n      }\n    ": types.DeleteNotificationDocument,
    "\n      mutation MarkAllNotificationsRead {\n        markAllNotificationsRead {\n          id\n          read\n          seen\n        }\n      }\n    ": types.MarkAllNotificationsReadDocument,
    "\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n": types.ShortcutsPanelDocument,
    "\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": types.CreateShortcutDocument,
    "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n": types.DeleteShortcutDocument,
    "\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n": types.UpdateShortcutDocument,
    "\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n": types.IconChoicesDocument,
    "\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n": types.UpdateUserStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment NavigationItemFields on NavigationItem {\n    id\n    type\n    title\n    subtitle\n    icon\n    link\n    externalLink\n    exactMatch\n    badge {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n"): (typeof documents)["\n  fragment UserMenuFields on User {\n    id\n    name\n    email\n    avatar\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n"): (typeof documents)["\n  query MisProyectosCliente {\n    misProyectosCliente {\n      id\n      nombre\n      slug\n      estado\n      actualizadoEn\n      cliente {\n        id\n        razonSocial\n        rut\n      }\n      integraciones {\n        id\n        nombre\n        proveedor\n        tipo\n        activa\n        ultimaSincronizacion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment SessionPayload on AuthPayload {\n    accessToken\n    user {\n      id\n      name\n      email\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithToken($accessToken: String!) {\n    signInWithToken(accessToken: $accessToken) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockSession($email: String!, $password: String!) {\n    unlockSession(email: $email, password: $password) {\n      ...SessionPayload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($password: String!) {\n    resetPassword(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n"): (typeof documents)["\n  fragment ChatListItem on Chat {\n    id\n    unreadCount\n    muted\n    lastMessage\n    lastMessageAt\n    contact {\n      id\n      name\n      avatar\n      about\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n"): (typeof documents)["\n  fragment ChatContactItem on ChatContact {\n    id\n    name\n    avatar\n    about\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n"): (typeof documents)["\n  fragment ChatProfileFields on ChatProfile {\n    id\n    name\n    email\n    avatar\n    about\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n"): (typeof documents)["\n  fragment ChatContactPanel on ChatContact {\n    id\n    name\n    avatar\n    about\n    details {\n      emails {\n        email\n        label\n      }\n      phoneNumbers {\n        country\n        phoneNumber\n        label\n      }\n      title\n      company\n      birthday\n      address\n    }\n    attachments {\n      media\n      docs\n      links\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ChatApp {\n    chats {\n      ...ChatListItem\n    }\n    chatContacts {\n      ...ChatContactItem\n    }\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatConversation($id: ID!) {\n    chat(id: $id) {\n      ...ChatListItem\n      contact {\n        ...ChatContactPanel\n      }\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickChatList {\n    chats {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      contact {\n        id\n        name\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickChatConversation($id: ID!) {\n    chat(id: $id) {\n      id\n      unreadCount\n      lastMessage\n      lastMessageAt\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n"): (typeof documents)["\n  fragment QuickChatMessage on ChatMessage {\n    id\n    chatId\n    value\n    createdAt\n    isMine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChat($contactId: ID!) {\n    createChat(contactId: $contactId) {\n      __typename\n      ...ChatListItem\n      messages {\n        ...QuickChatMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkChatRead($id: ID!) {\n    updateChat(id: $id, chat: { unreadCount: 0 }) {\n      __typename\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($chatId: ID!, $value: String!) {\n    sendChatMessage(chatId: $chatId, value: $value) {\n      __typename\n      ...QuickChatMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatMuted($id: ID!, $muted: Boolean!) {\n    updateChat(id: $id, chat: { muted: $muted }) {\n      __typename\n      id\n      muted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatProfile($about: String!) {\n    updateChatProfile(profile: { about: $about }) {\n      __typename\n      ...ChatProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesPanel {\n    messages {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n"): (typeof documents)["\n  query MessagesPanel {\n    messages {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SetMessageRead($id: ID!, $read: Boolean!) {\n        setMessageRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    "): (typeof documents)["\n      mutation SetMessageRead($id: ID!, $read: Boolean!) {\n        setMessageRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteMessage($id: ID!) {\n        deleteMessage(id: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation DeleteMessage($id: ID!) {\n        deleteMessage(id: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MarkAllMessagesRead {\n        markAllMessagesRead {\n          id\n          read\n          seen\n        }\n      }\n    "): (typeof documents)["\n      mutation MarkAllMessagesRead {\n        markAllMessagesRead {\n          id\n          read\n          seen\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPanel {\n    notifications {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPanel {\n    notifications {\n      id\n      title\n      description\n      image\n      icon\n      link\n      useRouter\n      read\n      time\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n        setNotificationRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    "): (typeof documents)["\n      mutation SetNotificationRead($id: ID!, $read: Boolean!) {\n        setNotificationRead(id: $id, read: $read) {\n          id\n          read\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DeleteNotification($id: ID!) {\n        deleteNotification(id: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation DeleteNotification($id: ID!) {\n        deleteNotification(id: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation MarkAllNotificationsRead {\n        markAllNotificationsRead {\n          id\n          read\n          seen\n        }\n      }\n    "): (typeof documents)["\n      mutation MarkAllNotificationsRead {\n        markAllNotificationsRead {\n          id\n          read\n          seen\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($query: String!) {\n    search(query: $query) {\n      id\n      label\n      results {\n        id\n        value\n        link\n        ... on ContactSearchResult {\n          avatar\n        }\n        ... on TaskSearchResult {\n          completed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shell(\n    $default: Boolean!\n    $compact: Boolean!\n    $futuristic: Boolean!\n    $horizontal: Boolean!\n  ) {\n    navigation {\n      default @include(if: $default) {\n        ...NavigationTree\n      }\n      compact @include(if: $compact) {\n        ...NavigationTree\n      }\n      futuristic @include(if: $futuristic) {\n        ...NavigationTree\n      }\n      horizontal @include(if: $horizontal) {\n        ...NavigationTree\n      }\n    }\n    user {\n      ...UserMenuFields\n    }\n  }\n\n  fragment NavigationTree on NavigationItem {\n    ...NavigationItemFields\n    children {\n      ...NavigationItemFields\n      children {\n        ...NavigationItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n"): (typeof documents)["\n  query ShortcutsPanel {\n    shortcuts {\n      ...ShortcutFields\n    }\n  }\n\n  fragment ShortcutFields on Shortcut {\n    id\n    label\n    description\n    icon\n    link\n    useRouter\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShortcut($shortcut: ShortcutInput!) {\n    createShortcut(shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShortcut($id: ID!) {\n    deleteShortcut(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShortcut($id: ID!, $shortcut: ShortcutPatch!) {\n    updateShortcut(id: $id, shortcut: $shortcut) {\n      ...ShortcutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n"): (typeof documents)["\n  query IconChoices {\n    iconSet(set: heroicons_outline) {\n      namespace\n      list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserStatus($status: UserStatus!) {\n    updateUser(user: { status: $status }) {\n      __typename\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;