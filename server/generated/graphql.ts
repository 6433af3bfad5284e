import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AuthPayloadRecord } from '../modules/auth/service';
import type { FeedItemRecord } from '../lib/feed-store';
import type { NavigationItemRecord } from '../modules/navigation/store';
import type { ShortcutRecord } from '../modules/shortcuts/store';
import type { UserRecord } from '../modules/user/store';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time in UTC, such as 2026-11-22T09:30:00.000Z. */
  DateTime: { input: Date; output: string | Date; }
};

/** The answer to a successful sign-in: the account's profile and a bearer token for later requests. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** An HS256 JSON Web Token, valid for 7 days. Send it as `Authorization: Bearer <token>`. */
  accessToken: Scalars['String']['output'];
  tokenType: TokenType;
  user: User;
};

/** The company the project is run for. */
export type Cliente = {
  __typename?: 'Cliente';
  id: Scalars['ID']['output'];
  razonSocial: Scalars['String']['output'];
  /** Chilean tax id, such as 76.543.210-3. */
  rut: Scalars['String']['output'];
};

export type EstadoProyecto =
  | 'activo'
  | 'cerrado'
  | 'pausado';

/**
 * A file sent inline with an operation. Over REST, multipart uploads are turned into
 * this shape; over GraphQL, mind the 1 MB limit on request bodies.
 */
export type FileUpload = {
  /** The file's bytes, base64-encoded. */
  base64: Scalars['String']['input'];
  /** The file's name on the sender's machine. */
  name: Scalars['String']['input'];
  /** MIME type as declared by the sender; stores check the content itself. */
  type: Scalars['String']['input'];
};

/** A connection between a project and an outside provider. */
export type Integracion = {
  __typename?: 'Integracion';
  activa: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  nombre: Scalars['String']['output'];
  /** Provider slug; the menu links to /panel-principal/{proyecto}/{proveedor}. */
  proveedor: Scalars['String']['output'];
  tipo: TipoIntegracion;
  /** Null until the first synchronisation. */
  ultimaSincronizacion?: Maybe<Scalars['DateTime']['output']>;
};

/** A message in the shell's messages panel. */
export type Message = {
  __typename?: 'Message';
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name, such as heroicons_outline:envelope. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Image path or URL shown instead of the icon. */
  image?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  seen: Scalars['Boolean']['output'];
  time: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** True: the link is an in-app route; false: a plain link. */
  useRouter: Scalars['Boolean']['output'];
};

/**
 * Fields of a message. On create a title or a description is needed; omitted fields
 * default to unread, unseen, no link and the current time. On update omitted fields keep their value.
 */
export type MessageInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the id is chosen by the server or given as an argument. Accepted so a whole message can be sent back. */
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  seen?: InputMaybe<Scalars['Boolean']['input']>;
  time?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a message at the top of the list. */
  createMessage: Message;
  /** Adds a notification at the top of the list. */
  createNotification: Notification;
  /** Adds a shortcut at the top of the list. */
  createShortcut: Shortcut;
  /** Removes a message and returns it. An unknown id answers `NOT_FOUND`. */
  deleteMessage: Message;
  /** Removes a notification and returns it. An unknown id answers `NOT_FOUND`. */
  deleteNotification: Notification;
  /** Removes a shortcut and returns it. An unknown id answers `NOT_FOUND`. */
  deleteShortcut: Shortcut;
  /** Accepts a request for a password-reset e-mail (none is sent locally). */
  forgotPassword: Scalars['Boolean']['output'];
  /** Marks every message read and seen; returns them all. */
  markAllMessagesRead: Array<Message>;
  /** Marks every notification read and seen; returns them all. */
  markAllNotificationsRead: Array<Notification>;
  /** Accepts a new password (the local sample account keeps its own). */
  resetPassword: Scalars['Boolean']['output'];
  /** Sets one message's read flag. */
  setMessageRead: Message;
  /** Sets one notification's read flag. */
  setNotificationRead: Notification;
  /**
   * Signs in with e-mail and password. Wrong credentials answer `UNAUTHENTICATED`;
   * more than 5 attempts a minute for one e-mail answer `TOO_MANY_REQUESTS`.
   */
  signIn: AuthPayload;
  /** Exchanges a valid, unexpired token for a fresh one. A bad token answers `UNAUTHENTICATED`. */
  signInWithToken: AuthPayload;
  /**
   * Accepts a registration request. The local server keeps its single sample account,
   * so no account is created; the answer is true once the input is valid.
   */
  signUp: Scalars['Boolean']['output'];
  /** Re-opens a locked session: the same check as signIn. */
  unlockSession: AuthPayload;
  /** Merges the given fields into a message. An unknown id answers `NOT_FOUND` and changes nothing. */
  updateMessage: Message;
  /** Merges the given fields into a notification. An unknown id answers `NOT_FOUND` and changes nothing. */
  updateNotification: Notification;
  /** Replaces a shortcut's fields. An unknown id answers `NOT_FOUND` and changes nothing. */
  updateShortcut: Shortcut;
  /** Merges the given fields into the signed-in user's profile and returns it. */
  updateUser: User;
};


export type MutationCreateMessageArgs = {
  message: MessageInput;
};


export type MutationCreateNotificationArgs = {
  notification: NotificationInput;
};


export type MutationCreateShortcutArgs = {
  shortcut: ShortcutInput;
};


export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteShortcutArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
};


export type MutationSetMessageReadArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};


export type MutationSetNotificationReadArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignInWithTokenArgs = {
  accessToken: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUnlockSessionArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateMessageArgs = {
  id: Scalars['ID']['input'];
  message: MessageInput;
};


export type MutationUpdateNotificationArgs = {
  id: Scalars['ID']['input'];
  notification: NotificationInput;
};


export type MutationUpdateShortcutArgs = {
  id: Scalars['ID']['input'];
  shortcut: ShortcutInput;
};


export type MutationUpdateUserArgs = {
  user: UserInput;
};

/** The main menu in the four shapes the layouts use. */
export type Navigation = {
  __typename?: 'Navigation';
  compact: Array<NavigationItem>;
  default: Array<NavigationItem>;
  futuristic: Array<NavigationItem>;
  horizontal: Array<NavigationItem>;
};

export type NavigationBadge = {
  __typename?: 'NavigationBadge';
  /** A colour role from the theme, such as primary or accent. */
  color: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One entry of a navigation menu: a link, a group of links, or a divider. */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  badge?: Maybe<NavigationBadge>;
  /** Items shown inside a group, aside or collapsable item. Menus are at most three levels deep. */
  children?: Maybe<Array<NavigationItem>>;
  /** True when the item is active only on its exact link, not on the routes below it. */
  exactMatch?: Maybe<Scalars['Boolean']['output']>;
  externalLink?: Maybe<Scalars['Boolean']['output']>;
  /** Icon name, such as heroicons_outline:home. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** In-app route (or URL when externalLink is true). */
  link?: Maybe<Scalars['String']['output']>;
  subtitle?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: NavigationItemType;
};

export type NavigationItemType =
  | 'aside'
  | 'basic'
  | 'collapsable'
  | 'divider'
  | 'group'
  | 'spacer';

/** A notification in the shell's notifications panel. */
export type Notification = {
  __typename?: 'Notification';
  description?: Maybe<Scalars['String']['output']>;
  /** Icon name, such as heroicons_outline:envelope. */
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Image path or URL shown instead of the icon. */
  image?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  seen: Scalars['Boolean']['output'];
  time: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  /** True: the link is an in-app route; false: a plain link. */
  useRouter: Scalars['Boolean']['output'];
};

/**
 * Fields of a notification. On create a title or a description is needed; omitted fields
 * default to unread, unseen, no link and the current time. On update omitted fields keep their value.
 */
export type NotificationInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the id is chosen by the server or given as an argument. Accepted so a whole notification can be sent back. */
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  read?: InputMaybe<Scalars['Boolean']['input']>;
  seen?: InputMaybe<Scalars['Boolean']['input']>;
  time?: InputMaybe<Scalars['DateTime']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A client project of the signed-in user, with the integrations that feed it.
 * The panel-principal area builds its integrations menu from these.
 *
 * Stand-in for the real business endpoint: its shape is not published, so this is a
 * plausible design. Locally it is answered by @graphql-tools/mock with a fixed seed
 * (the same answer every time); integrators point the client's business link at the
 * real endpoint instead.
 */
export type ProyectoCliente = {
  __typename?: 'ProyectoCliente';
  actualizadoEn: Scalars['DateTime']['output'];
  cliente: Cliente;
  estado: EstadoProyecto;
  id: Scalars['ID']['output'];
  integraciones: Array<Integracion>;
  nombre: Scalars['String']['output'];
  /** URL segment of the project in panel-principal routes. */
  slug: Scalars['String']['output'];
};

/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type Query = {
  __typename?: 'Query';
  /** Every message, newest first as stored. */
  messages: Array<Message>;
  /** The signed-in user's client projects (stand-in for the real endpoint). */
  misProyectosCliente: Array<ProyectoCliente>;
  navigation: Navigation;
  /** Every notification, newest first as stored. */
  notifications: Array<Notification>;
  shortcuts: Array<Shortcut>;
  /** The signed-in user's profile. */
  user: User;
};

/** A link the user pinned in the shell's shortcuts panel. */
export type Shortcut = {
  __typename?: 'Shortcut';
  description?: Maybe<Scalars['String']['output']>;
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  link: Scalars['String']['output'];
  /** True: the link is an in-app route; false: a plain link. */
  useRouter: Scalars['Boolean']['output'];
};

/** A shortcut as the form sends it: label, icon, link and useRouter are required, description is optional. */
export type ShortcutInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  icon: Scalars['String']['input'];
  /** Ignored: the id is chosen by the server or given as an argument. */
  id?: InputMaybe<Scalars['ID']['input']>;
  label: Scalars['String']['input'];
  link: Scalars['String']['input'];
  useRouter: Scalars['Boolean']['input'];
};

export type SignUpInput = {
  /** Whether the person accepted the terms of service. */
  agreements?: InputMaybe<Scalars['Boolean']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type TipoIntegracion =
  | 'banco'
  | 'contabilidad'
  | 'erp'
  | 'facturacion'
  | 'remuneraciones';

export type TokenType =
  | 'bearer';

/** The signed-in person's profile. */
export type User = {
  __typename?: 'User';
  /** Image path or URL; null shows the initials. */
  avatar?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: UserStatus;
};

/** Fields to change on the profile; omitted fields keep their value. */
export type UserInput = {
  avatar?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the profile is always the signed-in user's. Accepted so a whole profile can be sent back. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatus>;
};

export type UserStatus =
  | 'away'
  | 'busy'
  | 'offline'
  | 'online';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthPayload: ResolverTypeWrapper<AuthPayloadRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cliente: ResolverTypeWrapper<Cliente>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EstadoProyecto: EstadoProyecto;
  FileUpload: FileUpload;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Integracion: ResolverTypeWrapper<Integracion>;
  Message: ResolverTypeWrapper<FeedItemRecord>;
  MessageInput: MessageInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Omit<Navigation, 'compact' | 'default' | 'futuristic' | 'horizontal'> & { compact: Array<ResolversTypes['NavigationItem']>, default: Array<ResolversTypes['NavigationItem']>, futuristic: Array<ResolversTypes['NavigationItem']>, horizontal: Array<ResolversTypes['NavigationItem']> }>;
  NavigationBadge: ResolverTypeWrapper<NavigationBadge>;
  NavigationItem: ResolverTypeWrapper<NavigationItemRecord>;
  NavigationItemType: NavigationItemType;
  Notification: ResolverTypeWrapper<FeedItemRecord>;
  NotificationInput: NotificationInput;
  ProyectoCliente: ResolverTypeWrapper<ProyectoCliente>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Shortcut: ResolverTypeWrapper<ShortcutRecord>;
  ShortcutInput: ShortcutInput;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TipoIntegracion: TipoIntegracion;
  TokenType: TokenType;
  User: ResolverTypeWrapper<UserRecord>;
  UserInput: UserInput;
  UserStatus: UserStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: AuthPayloadRecord;
  Boolean: Scalars['Boolean']['output'];
  Cliente: Cliente;
  DateTime: Scalars['DateTime']['output'];
  FileUpload: FileUpload;
  ID: Scalars['ID']['output'];
  Integracion: Integracion;
  Message: FeedItemRecord;
  MessageInput: MessageInput;
  Mutation: Record<PropertyKey, never>;
  Navigation: Omit<Navigation, 'compact' | 'default' | 'futuristic' | 'horizontal'> & { compact: Array<ResolversParentTypes['NavigationItem']>, default: Array<ResolversParentTypes['NavigationItem']>, futuristic: Array<ResolversParentTypes['NavigationItem']>, horizontal: Array<ResolversParentTypes['NavigationItem']> };
  NavigationBadge: NavigationBadge;
  NavigationItem: NavigationItemRecord;
  Notification: FeedItemRecord;
  NotificationInput: NotificationInput;
  ProyectoCliente: ProyectoCliente;
  Query: Record<PropertyKey, never>;
  Shortcut: ShortcutRecord;
  ShortcutInput: ShortcutInput;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  User: UserRecord;
  UserInput: UserInput;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['TokenType'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ClienteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cliente'] = ResolversParentTypes['Cliente']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  razonSocial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type IntegracionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Integracion'] = ResolversParentTypes['Integracion']> = {
  activa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nombre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proveedor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['TipoIntegracion'], ParentType, ContextType>;
  ultimaSincronizacion?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type MessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationCreateMessageArgs, 'message'>>;
  createNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationCreateNotificationArgs, 'notification'>>;
  createShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationCreateShortcutArgs, 'shortcut'>>;
  deleteMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  deleteShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationDeleteShortcutArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  markAllMessagesRead?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password'>>;
  setMessageRead?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSetMessageReadArgs, 'id' | 'read'>>;
  setNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationSetNotificationReadArgs, 'id' | 'read'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signInWithToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithTokenArgs, 'accessToken'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  unlockSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUnlockSessionArgs, 'email' | 'password'>>;
  updateMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationUpdateMessageArgs, 'id' | 'message'>>;
  updateNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'notification'>>;
  updateShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationUpdateShortcutArgs, 'id' | 'shortcut'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'user'>>;
};

export type NavigationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  compact?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  default?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  futuristic?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  horizontal?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
};

export type NavigationBadgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationBadge'] = ResolversParentTypes['NavigationBadge']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  badge?: Resolver<Maybe<ResolversTypes['NavigationBadge']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<ResolversTypes['NavigationItem']>>, ParentType, ContextType>;
  exactMatch?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NavigationItemType'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProyectoClienteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProyectoCliente'] = ResolversParentTypes['ProyectoCliente']> = {
  actualizadoEn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cliente?: Resolver<ResolversTypes['Cliente'], ParentType, ContextType>;
  estado?: Resolver<ResolversTypes['EstadoProyecto'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integraciones?: Resolver<Array<ResolversTypes['Integracion']>, ParentType, ContextType>;
  nombre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  misProyectosCliente?: Resolver<Array<ResolversTypes['ProyectoCliente']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  shortcuts?: Resolver<Array<ResolversTypes['Shortcut']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ShortcutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Cliente?: ClienteResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Integracion?: IntegracionResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationBadge?: NavigationBadgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  ProyectoCliente?: ProyectoClienteResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
