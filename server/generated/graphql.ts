import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AuthPayloadRecord } from '../modules/auth/service';
import type { ChatRecord, ChatMessageRecord } from '../modules/chat/store';
import type { ContactRecord } from '../modules/contacts/store';
import type { IconSetRecord } from '../modules/icons/sets';
import type { MailRecord } from '../modules/mailbox/store';
import type { FeedItemRecord } from '../lib/feed-store';
import type { NavigationItemRecord } from '../modules/navigation/store';
import type { NoteRecord } from '../modules/notes/store';
import type { SearchResultRecord, SearchResultSetRecord } from '../modules/search/store';
import type { BoardRecord, CardRecord, ListRecord } from '../modules/scrumboard/store';
import type { ShortcutRecord } from '../modules/shortcuts/store';
import type { TaskRecord } from '../modules/tasks/store';
import type { UserRecord } from '../modules/user/store';
import type { LiveEvent } from '../live/events';
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
  /**
   * A reference to a record (a label, a note, a card): its id, or any object with an
   * `id` field, such as the record as the client holds it. Only the id is read.
   */
  Ref: { input: string; output: string; }
};

/** A subject area of the academy, such as field operations or payments. */
export type AcademyCategory = {
  readonly __typename?: 'AcademyCategory';
  readonly id: Scalars['ID']['output'];
  /** Lowercase and hyphenated; courses name their category by this slug. */
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** A short course on using the product and running the farm's work in it. */
export type AcademyCourse = {
  readonly __typename?: 'AcademyCourse';
  /** The slug of the course's `AcademyCategory`. */
  readonly category: Scalars['String']['output'];
  readonly description: Scalars['String']['output'];
  /** Expected time to finish, in minutes. */
  readonly duration: Scalars['Int']['output'];
  /** Featured courses are highlighted in the catalogue. */
  readonly featured: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly progress: AcademyCourseProgress;
  readonly slug: Scalars['String']['output'];
  /** The lessons, in `order`. The legacy course list (`GET api/apps/academy/courses`) leaves them out. */
  readonly steps: ReadonlyArray<AcademyCourseStep>;
  readonly title: Scalars['String']['output'];
  /** How many steps the course has: the length of `steps`. */
  readonly totalSteps: Scalars['Int']['output'];
  /** When the course content last changed. */
  readonly updatedAt: Scalars['DateTime']['output'];
};

/** Where the signed-in user stands in a course. */
export type AcademyCourseProgress = {
  readonly __typename?: 'AcademyCourseProgress';
  /** How many times the user has finished the course; 0 means never. */
  readonly completed: Scalars['Int']['output'];
  /** The `order` of the step the user is on (0 is the first step); always below `totalSteps`. */
  readonly currentStep: Scalars['Int']['output'];
};

/** One lesson of a course. */
export type AcademyCourseStep = {
  readonly __typename?: 'AcademyCourseStep';
  /** The lesson as HTML (headings, paragraphs, lists). Clients sanitize it before rendering. */
  readonly content: Scalars['String']['output'];
  /** Unique across all courses. */
  readonly id: Scalars['ID']['output'];
  /** Position in the course, counting from 0; steps are listed in this order. */
  readonly order: Scalars['Int']['output'];
  readonly subtitle: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/**
 * An entry of the activities page: something that happened on the farm or in the team.
 * Shows an image (a person's avatar) or else an icon.
 */
export type Activity = {
  readonly __typename?: 'Activity';
  /** When it happened. */
  readonly date: Scalars['DateTime']['output'];
  /** One line saying what happened. May hold inline markup (strong, em, a): sanitize before rendering. */
  readonly description: Scalars['String']['output'];
  /** A longer HTML block shown under the description (quoted text, a list); null if none. Sanitize before rendering. */
  readonly extraContent?: Maybe<Scalars['String']['output']>;
  /** Icon name, such as heroicons_solid:star; null when the activity shows an image. */
  readonly icon?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** Image path, such as an avatar; null when the activity shows an icon. */
  readonly image?: Maybe<Scalars['String']['output']>;
  /** Where the activity leads: an app path such as /apps/tasks, or an http(s) URL; null if nowhere. */
  readonly link?: Maybe<Scalars['String']['output']>;
  /** The text of the link shown with the activity, such as a document's name; null if none. */
  readonly linkedContent?: Maybe<Scalars['String']['output']>;
  /** True: the link is an in-app route; false: a plain link. */
  readonly useRouter: Scalars['Boolean']['output'];
};

/** A donut chart of the audience: `series` holds percents (summing to 100), one per label. */
export type AnalyticsAudience = {
  readonly __typename?: 'AnalyticsAudience';
  readonly labels: ReadonlyArray<Scalars['String']['output']>;
  readonly series: ReadonlyArray<Scalars['Float']['output']>;
  readonly uniqueVisitors: Scalars['Int']['output'];
};

/** The analytics dashboard: the site's visitors and audience. */
export type AnalyticsDashboard = {
  readonly __typename?: 'AnalyticsDashboard';
  readonly age: AnalyticsAudience;
  /** Sign-ups completed, one value per week over the last 12 weeks. */
  readonly conversions: DashboardAmountChart;
  readonly gender: AnalyticsAudience;
  /** Times the site appeared in search results, one value per week over the last 12 weeks. */
  readonly impressions: DashboardAmountChart;
  readonly language: AnalyticsAudience;
  readonly newVsReturning: AnalyticsAudience;
  /** Visitors, one point every 3 days over 12 months, for this year and last year. */
  readonly visitors: AnalyticsVisitors;
  readonly visitorsVsPageViews: AnalyticsVisitorsVsPageViews;
  /** Sessions started, one value per week over the last 12 weeks. */
  readonly visits: DashboardAmountChart;
};

/** The visitors chart: a point every 3 days, the last one at now (this year). */
export type AnalyticsVisitors = {
  readonly __typename?: 'AnalyticsVisitors';
  readonly series: DashboardPointSeriesByYear;
};

/** Daily visitors against page views over the last 90 days. */
export type AnalyticsVisitorsVsPageViews = {
  readonly __typename?: 'AnalyticsVisitorsVsPageViews';
  /** Visitors per 100 page views over the period, in percent. */
  readonly averageRatio: Scalars['Float']['output'];
  /** A 0-1000 engagement score. */
  readonly overallScore: Scalars['Float']['output'];
  /** The ratio expected for the next period, in percent. */
  readonly predictedRatio: Scalars['Float']['output'];
  /** Two series, page views then visitors, one point per day. */
  readonly series: ReadonlyArray<DashboardChartPointSeries>;
};

/** The answer to a successful sign-in: the account's profile and a bearer token for later requests. */
export type AuthPayload = {
  readonly __typename?: 'AuthPayload';
  /** An HS256 JSON Web Token, valid for 7 days. Send it as `Authorization: Bearer <token>`. */
  readonly accessToken: Scalars['String']['output'];
  /**
   * The query root, read as the account that has just signed in: one request can sign in
   * and load what the first screen shows (the web client brings its start-up loads so).
   * Null, with the errors saying why, when a field in it fails: the sign-in still stands.
   */
  readonly query?: Maybe<Query>;
  readonly tokenType: TokenType;
  readonly user: User;
};

/** What happened to the record an event is about. */
export type Change =
  | 'changed'
  | 'created'
  | 'deleted';

/** A conversation in the chat app, with one contact. */
export type Chat = {
  readonly __typename?: 'Chat';
  /** The person on the other side. */
  readonly contact: ChatContact;
  readonly contactId: Scalars['ID']['output'];
  readonly id: Scalars['ID']['output'];
  /** The text of the latest message, or null for an empty chat. */
  readonly lastMessage?: Maybe<Scalars['String']['output']>;
  readonly lastMessageAt?: Maybe<Scalars['DateTime']['output']>;
  /** Oldest first. */
  readonly messages: ReadonlyArray<ChatMessage>;
  readonly muted: Scalars['Boolean']['output'];
  readonly unreadCount: Scalars['Int']['output'];
};

/**
 * A person one can chat with. The same people (and ids) as in the contacts app, copied
 * when the data is seeded: edits in one app do not show in the other.
 */
export type ChatContact = {
  readonly __typename?: 'ChatContact';
  /** A short status line, such as En terreno hasta las 17:00. */
  readonly about: Scalars['String']['output'];
  readonly attachments: ChatContactAttachments;
  readonly avatar?: Maybe<Scalars['String']['output']>;
  readonly details: ChatContactDetails;
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

/** Files and links shared in conversations with a person. */
export type ChatContactAttachments = {
  readonly __typename?: 'ChatContactAttachments';
  /** Document file names. */
  readonly docs: ReadonlyArray<Scalars['String']['output']>;
  /** URLs. */
  readonly links: ReadonlyArray<Scalars['String']['output']>;
  /** Image paths. */
  readonly media: ReadonlyArray<Scalars['String']['output']>;
};

/** What the chat's contact panel shows about a person. */
export type ChatContactDetails = {
  readonly __typename?: 'ChatContactDetails';
  readonly address?: Maybe<Scalars['String']['output']>;
  readonly birthday?: Maybe<Scalars['DateTime']['output']>;
  readonly company: Scalars['String']['output'];
  readonly emails: ReadonlyArray<ContactEmail>;
  readonly phoneNumbers: ReadonlyArray<ContactPhoneNumber>;
  readonly title: Scalars['String']['output'];
};

/** A chat or a chat message created, changed or deleted: a new message in any chat raises one event for the message and one for its chat (its last message and unread count). */
export type ChatEvent = {
  readonly __typename?: 'ChatEvent';
  readonly change: Change;
  /** The chat as it is now. */
  readonly chat?: Maybe<Chat>;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The message as it is now. */
  readonly message?: Maybe<ChatMessage>;
};

/**
 * Fields of a chat to change; omitted fields keep their value. `unreadCount` and `muted`
 * cannot be null (a chat always has both); `unreadCount` cannot be negative.
 * A null `lastMessage` or `lastMessageAt` clears it.
 */
export type ChatInput = {
  readonly lastMessage?: InputMaybe<Scalars['String']['input']>;
  readonly lastMessageAt?: InputMaybe<Scalars['DateTime']['input']>;
  readonly muted?: InputMaybe<Scalars['Boolean']['input']>;
  readonly unreadCount?: InputMaybe<Scalars['Int']['input']>;
};

/** One message of a chat. */
export type ChatMessage = {
  readonly __typename?: 'ChatMessage';
  readonly chatId: Scalars['ID']['output'];
  /** The sender: the contact's id, or `me` for the signed-in user's own messages. */
  readonly contactId: Scalars['ID']['output'];
  readonly createdAt: Scalars['DateTime']['output'];
  readonly id: Scalars['ID']['output'];
  /** True when `contactId` is `me`. */
  readonly isMine: Scalars['Boolean']['output'];
  readonly value: Scalars['String']['output'];
};

/** The signed-in user as the chat shows them. */
export type ChatProfile = {
  readonly __typename?: 'ChatProfile';
  /** The user's chat status line; empty when they have none. */
  readonly about: Scalars['String']['output'];
  readonly avatar?: Maybe<Scalars['String']['output']>;
  readonly email: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

/**
 * Fields of the signed-in user's chat profile to change; omitted fields keep their value.
 * `about` cannot be null; it is trimmed, and may be empty (no status line), at most 140
 * characters.
 */
export type ChatProfileInput = {
  readonly about?: InputMaybe<Scalars['String']['input']>;
};

/** The company the project is run for. */
export type Cliente = {
  readonly __typename?: 'Cliente';
  readonly id: Scalars['ID']['output'];
  readonly razonSocial: Scalars['String']['output'];
  /** Chilean tax id, such as 76.543.210-3. */
  readonly rut: Scalars['String']['output'];
};

/** A person in the contacts app. */
export type Contact = {
  readonly __typename?: 'Contact';
  /** Postal address on one line, or null. */
  readonly address?: Maybe<Scalars['String']['output']>;
  /** Image path, a `data:` URL after an upload, or null (the client shows initials). */
  readonly avatar?: Maybe<Scalars['String']['output']>;
  /** Header image path, or null for the default background. */
  readonly background?: Maybe<Scalars['String']['output']>;
  /** The birthday as an ISO date-time (noon UTC), or null. */
  readonly birthday?: Maybe<Scalars['DateTime']['output']>;
  /** Company; an empty string when unknown. */
  readonly company: Scalars['String']['output'];
  readonly emails: ReadonlyArray<ContactEmail>;
  /** A UUID. */
  readonly id: Scalars['ID']['output'];
  /** Title and company together, as legacy clients read them (a new contact has both empty). */
  readonly job: ContactJob;
  readonly name: Scalars['String']['output'];
  /** Short HTML text, or null. */
  readonly notes?: Maybe<Scalars['String']['output']>;
  readonly phoneNumbers: ReadonlyArray<ContactPhoneNumber>;
  /** Ids of `ContactTag`s. */
  readonly tags: ReadonlyArray<Scalars['ID']['output']>;
  /** Job title; an empty string when unknown. */
  readonly title: Scalars['String']['output'];
};

/**
 * A country or territory for phone numbers. The facts (names, ISO codes, dial prefixes,
 * flags) come from the countries-list package.
 */
export type ContactCountry = {
  readonly __typename?: 'ContactCountry';
  /** Dial prefix, such as +56. */
  readonly code: Scalars['String']['output'];
  /** The country's flag as an emoji, such as 🇨🇱. */
  readonly flag: Scalars['String']['output'];
  /**
   * Always null. The legacy client placed flags with an offset into a sprite image that
   * this API does not have; use `flag` instead.
   */
  readonly flagImagePos?: Maybe<Scalars['String']['output']>;
  /** The lowercase ISO code again, so every list item has an id. */
  readonly id: Scalars['ID']['output'];
  /** Lowercase two-letter ISO 3166-1 code, such as cl. */
  readonly iso: Scalars['String']['output'];
  /** English name, such as Chile. */
  readonly name: Scalars['String']['output'];
};

/** An e-mail address of a contact. A value inside the contact, so it has no id of its own. */
export type ContactEmail = {
  readonly __typename?: 'ContactEmail';
  readonly email: Scalars['String']['output'];
  /** Free text; the sample data uses Personal and Work. */
  readonly label?: Maybe<Scalars['String']['output']>;
};

export type ContactEmailInput = {
  readonly email: Scalars['String']['input'];
  readonly label?: InputMaybe<Scalars['String']['input']>;
};

/** A contact or a contact tag created, changed or deleted. */
export type ContactEvent = {
  readonly __typename?: 'ContactEvent';
  readonly change: Change;
  /** The contact as it is now. */
  readonly contact?: Maybe<Contact>;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The tag as it is now. */
  readonly tag?: Maybe<ContactTag>;
};

/**
 * Fields of a contact. Omitted fields keep their value; `name` cannot be blank and
 * `emails`, `phoneNumbers` and `tags` cannot be null (send an empty list). A null
 * `title` or `company` stores an empty string; a null `avatar`, `background`, `birthday`,
 * `address` or `notes` clears it.
 */
export type ContactInput = {
  readonly address?: InputMaybe<Scalars['String']['input']>;
  readonly avatar?: InputMaybe<Scalars['String']['input']>;
  readonly background?: InputMaybe<Scalars['String']['input']>;
  readonly birthday?: InputMaybe<Scalars['DateTime']['input']>;
  readonly company?: InputMaybe<Scalars['String']['input']>;
  /** Each address must look like name@example.com. */
  readonly emails?: InputMaybe<ReadonlyArray<ContactEmailInput>>;
  /** Ignored: the id is given as an argument. Accepted so a whole contact can be sent back. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly name?: InputMaybe<Scalars['String']['input']>;
  readonly notes?: InputMaybe<Scalars['String']['input']>;
  /** Each number needs a known country code and non-blank text. */
  readonly phoneNumbers?: InputMaybe<ReadonlyArray<ContactPhoneNumberInput>>;
  /** Ids of existing `ContactTag`s; repeats are dropped. */
  readonly tags?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

export type ContactJob = {
  readonly __typename?: 'ContactJob';
  readonly company: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/**
 * A page of contacts sorted by name (`contactsPage`), and where the next one starts. A
 * client holding 50,000 contacts loads them this way, a page at a time.
 */
export type ContactPage = {
  readonly __typename?: 'ContactPage';
  /** At most `first` contacts, in the order `contacts(query)` answers them. */
  readonly contacts: ReadonlyArray<Contact>;
  /**
   * Where the next page starts: pass it as `after`. Opaque: it names the place after this
   * page's last contact in the order, not a position. An empty page answers the `after`
   * it was asked with (null for the first page).
   */
  readonly endCursor?: Maybe<Scalars['String']['output']>;
  /** True when contacts follow this page: ask for them with `after: endCursor`. */
  readonly hasMore: Scalars['Boolean']['output'];
  /** How many contacts match the query in all pages (every contact without one). */
  readonly total: Scalars['Int']['output'];
};

/** A phone number of a contact. A value inside the contact, so it has no id of its own. */
export type ContactPhoneNumber = {
  readonly __typename?: 'ContactPhoneNumber';
  /** Lowercase two-letter ISO code of a `ContactCountry`, such as cl. */
  readonly country: Scalars['String']['output'];
  /** Free text; the sample data uses Mobile, Work and Home. */
  readonly label?: Maybe<Scalars['String']['output']>;
  /** The number without the country's dial prefix, as the user typed it. */
  readonly phoneNumber: Scalars['String']['output'];
};

export type ContactPhoneNumberInput = {
  /** A two-letter ISO code of a `ContactCountry`, in either case; stored lowercase. */
  readonly country: Scalars['String']['input'];
  readonly label?: InputMaybe<Scalars['String']['input']>;
  readonly phoneNumber: Scalars['String']['input'];
};

/** A contact whose name matches. */
export type ContactSearchResult = SearchResult & {
  readonly __typename?: 'ContactSearchResult';
  readonly avatar?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly link: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

/** A tag that groups contacts, such as Work or Family. */
export type ContactTag = {
  readonly __typename?: 'ContactTag';
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

/** A tag as the tag editor sends it: the title is required and cannot be blank. */
export type ContactTagInput = {
  /** Ignored: the id is chosen by the server or given as an argument. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly title: Scalars['String']['input'];
};

/** Bitcoin's market figures and its price over the last 24 hours. */
export type CryptoBitcoin = {
  readonly __typename?: 'CryptoBitcoin';
  /** The highest price ever; never below the series' highest point. */
  readonly allTimeHigh: Scalars['Float']['output'];
  /** The latest price: the last point of the price series. */
  readonly amount: Scalars['Float']['output'];
  readonly marketCap: Scalars['Float']['output'];
  readonly price: CryptoPriceChart;
  /** Coins in circulation. */
  readonly supply: Scalars['Float']['output'];
  /** The change over the price series (first to last point). */
  readonly trend: DashboardTrend;
  /** Traded in the last 24 hours. */
  readonly volume: Scalars['Float']['output'];
};

/** One value per coin held: Bitcoin, Ether, Solana and XRP. */
export type CryptoCoinValues = {
  readonly __typename?: 'CryptoCoinValues';
  readonly btc: Scalars['Float']['output'];
  readonly eth: Scalars['Float']['output'];
  readonly sol: Scalars['Float']['output'];
  readonly xrp: Scalars['Float']['output'];
};

/** The crypto dashboard. Prices are in Chilean pesos. */
export type CryptoDashboard = {
  readonly __typename?: 'CryptoDashboard';
  readonly btc: CryptoBitcoin;
  /** Latest price of each coin held (the same values as `btc.amount` and the watchlist). */
  readonly prices: CryptoCoinValues;
  /** Coins held in the wallets, in units of each coin. */
  readonly wallets: CryptoCoinValues;
  readonly watchlist: ReadonlyArray<CryptoWatchlistItem>;
};

/** A price chart: one point every 15 minutes over the last 24 hours, ending now. */
export type CryptoPriceChart = {
  readonly __typename?: 'CryptoPriceChart';
  readonly series: ReadonlyArray<DashboardChartPointSeries>;
};

/** A coin on the watchlist with its price over the last 24 hours (a point per hour). */
export type CryptoWatchlistItem = {
  readonly __typename?: 'CryptoWatchlistItem';
  /** The latest price: the last point of the series. */
  readonly amount: Scalars['Float']['output'];
  /** The lowercase ticker, such as `eth`. */
  readonly id: Scalars['ID']['output'];
  /** The ticker, such as ETH. */
  readonly iso: Scalars['String']['output'];
  readonly series: ReadonlyArray<DashboardChartPointSeries>;
  /** The coin's name, such as Ethereum. */
  readonly title: Scalars['String']['output'];
  readonly trend: DashboardTrend;
};

/** A small chart with its headline figure: `amount`, then `labels` and `series` of the same length. */
export type DashboardAmountChart = {
  readonly __typename?: 'DashboardAmountChart';
  /** The headline figure: the total of the shown period (the sum of the first series). */
  readonly amount: Scalars['Float']['output'];
  readonly labels: ReadonlyArray<Scalars['String']['output']>;
  readonly series: ReadonlyArray<DashboardChartSeries>;
};

/** One point of a dated series. */
export type DashboardChartPoint = {
  readonly __typename?: 'DashboardChartPoint';
  /** An ISO 8601 date-time (UTC) for time series, otherwise a category label. */
  readonly x: Scalars['String']['output'];
  readonly y: Scalars['Float']['output'];
};

/** A series of `{ x, y }` points, oldest first; needs no separate labels. */
export type DashboardChartPointSeries = {
  readonly __typename?: 'DashboardChartPointSeries';
  readonly data: ReadonlyArray<DashboardChartPoint>;
  readonly name: Scalars['String']['output'];
};

/**
 * A series of plain numbers, one per entry of the chart's `labels` (or `categories`).
 * ApexCharts takes it as is.
 */
export type DashboardChartSeries = {
  readonly __typename?: 'DashboardChartSeries';
  /** The values, in the order of the labels. */
  readonly data: ReadonlyArray<Scalars['Float']['output']>;
  /** The series' name, shown in legends and tooltips. */
  readonly name: Scalars['String']['output'];
};

/** Dated series for the chart's two year ranges, as the range toggle shows them. */
export type DashboardPointSeriesByYear = {
  readonly __typename?: 'DashboardPointSeriesByYear';
  /** The 12 months before those. */
  readonly lastYear: ReadonlyArray<DashboardChartPointSeries>;
  /** The 12 months ending now. */
  readonly thisYear: ReadonlyArray<DashboardChartPointSeries>;
};

/** A change over the chart's period: its direction and size. */
export type DashboardTrend = {
  readonly __typename?: 'DashboardTrend';
  /** The size of the change in percent, never negative (`dir` says which way). */
  readonly amount: Scalars['Float']['output'];
  readonly dir: DashboardTrendDirection;
};

/** Which way a figure moved. */
export type DashboardTrendDirection =
  | 'down'
  | 'up';

/** A deleted record: its id and its type's name, which together name it in a client's cache. */
export type DeletedRecord = {
  readonly __typename?: 'DeletedRecord';
  readonly id: Scalars['ID']['output'];
  /** The record's GraphQL type, such as Contact. */
  readonly type: Scalars['String']['output'];
};

export type EstadoProyecto =
  | 'activo'
  | 'cerrado'
  | 'pausado';

/** One folder's view: its subfolders and files, each sorted by name, and the way back to the root. */
export type FileManagerFolderContents = {
  readonly __typename?: 'FileManagerFolderContents';
  /** Files directly inside, sorted by name the same way. */
  readonly files: ReadonlyArray<FileManagerItem>;
  /** Folders directly inside, sorted by name (Spanish collation: accents and case do not push a name to the end). */
  readonly folders: ReadonlyArray<FileManagerItem>;
  /** The breadcrumb: folders from the root's child down to the current folder inclusive; empty at the root. */
  readonly path: ReadonlyArray<FileManagerItem>;
};

/** A folder or a file in the file manager. */
export type FileManagerItem = {
  readonly __typename?: 'FileManagerItem';
  /** For folders, how many items it holds as display text, such as 4 files; null for files. */
  readonly contents?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['DateTime']['output'];
  /** Who uploaded or created it, as a person's name. */
  readonly createdBy: Scalars['String']['output'];
  readonly description?: Maybe<Scalars['String']['output']>;
  /** The folder holding the item; null at the root. */
  readonly folderId?: Maybe<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly modifiedAt: Scalars['DateTime']['output'];
  readonly name: Scalars['String']['output'];
  /** Size as display text, such as 87 MB. */
  readonly size: Scalars['String']['output'];
  readonly type: FileManagerItemType;
};

/** What a file manager item is: a folder, or a file of one of the known kinds. */
export type FileManagerItemType =
  | 'DOC'
  | 'JPG'
  | 'PDF'
  | 'TXT'
  | 'XLS'
  | 'folder';

/**
 * A file sent inline with an operation. Over REST, multipart uploads are turned into
 * this shape; over GraphQL, mind the 1 MB limit on request bodies.
 */
export type FileUpload = {
  /** The file's bytes, base64-encoded. */
  readonly base64: Scalars['String']['input'];
  /** The file's name on the sender's machine. */
  readonly name: Scalars['String']['input'];
  /** MIME type as declared by the sender; stores check the content itself. */
  readonly type: Scalars['String']['input'];
};

/** The account's balance, weekly over the last 12 months. */
export type FinanceAccountBalance = {
  readonly __typename?: 'FinanceAccountBalance';
  /** Average monthly income. */
  readonly ami: Scalars['Float']['output'];
  /** Growth of the balance over the period, in percent. */
  readonly growRate: Scalars['Float']['output'];
  /** Two series, the predicted balance then the actual one, one point per week. */
  readonly series: ReadonlyArray<DashboardChartPointSeries>;
};

/** This month's spending against its limits. */
export type FinanceBudget = {
  readonly __typename?: 'FinanceBudget';
  readonly bills: Scalars['Float']['output'];
  /** Always 1000. */
  readonly billsLimit: Scalars['Float']['output'];
  readonly expenses: Scalars['Float']['output'];
  /** Always 20000. */
  readonly expensesLimit: Scalars['Float']['output'];
  readonly savings: Scalars['Float']['output'];
  /** Always 250000. */
  readonly savingsGoal: Scalars['Float']['output'];
};

/**
 * The finance dashboard. Amounts are in thousands of pesos (M$), the unit of the
 * fixed sample limits (expenses 20000, savings goal 250000, bills 1000, statement 34500).
 */
export type FinanceDashboard = {
  readonly __typename?: 'FinanceDashboard';
  readonly accountBalance: FinanceAccountBalance;
  readonly budget: FinanceBudget;
  readonly currentStatement: FinanceStatement;
  readonly previousStatement: FinanceStatement;
  /** The latest transactions, newest first. */
  readonly recentTransactions: ReadonlyArray<FinanceTransaction>;
};

/** A credit card statement. */
export type FinanceStatement = {
  readonly __typename?: 'FinanceStatement';
  /** The statement's due date. */
  readonly date: Scalars['DateTime']['output'];
  /** Always 34500. */
  readonly limit: Scalars['Float']['output'];
  /** The minimum payment due. */
  readonly minimum: Scalars['Float']['output'];
  readonly spent: Scalars['Float']['output'];
  readonly status: FinanceStatementStatus;
};

export type FinanceStatementStatus =
  | 'paid'
  | 'pending';

export type FinanceTransaction = {
  readonly __typename?: 'FinanceTransaction';
  /** Positive for income, negative for payments. */
  readonly amount: Scalars['Float']['output'];
  readonly date: Scalars['DateTime']['output'];
  readonly id: Scalars['ID']['output'];
  /** Who was paid or who paid. */
  readonly name: Scalars['String']['output'];
  readonly status: FinanceTransactionStatus;
  /** The bank's reference for the transaction. */
  readonly transactionId: Scalars['String']['output'];
};

export type FinanceTransactionStatus =
  | 'completed'
  | 'pending';

/** A question users often ask, with its answer. */
export type HelpCenterFaq = {
  readonly __typename?: 'HelpCenterFaq';
  /** Plain text. */
  readonly answer: Scalars['String']['output'];
  /** The `HelpCenterFaqCategory` it belongs to. */
  readonly categoryId: Scalars['ID']['output'];
  readonly id: Scalars['ID']['output'];
  readonly question: Scalars['String']['output'];
};

/** A group of FAQs, with all of them. */
export type HelpCenterFaqCategory = {
  readonly __typename?: 'HelpCenterFaqCategory';
  /** The category's FAQs, in reading order. */
  readonly faqs: ReadonlyArray<HelpCenterFaq>;
  readonly id: Scalars['ID']['output'];
  /** One of most-asked, general-inquiries, licenses, payments, support. */
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** A how-to article of the help center. */
export type HelpCenterGuide = {
  readonly __typename?: 'HelpCenterGuide';
  /** The `HelpCenterGuideCategory` it belongs to. */
  readonly categoryId: Scalars['ID']['output'];
  /**
   * The article as HTML (paragraphs, lists, headings); clients sanitize it before rendering.
   * Only `helpCenterGuide` fills it: in guide lists it is always null, to keep them small.
   */
  readonly content?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** Unique within its category. */
  readonly slug: Scalars['String']['output'];
  readonly subtitle: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** A group of guides, with some or all of them. */
export type HelpCenterGuideCategory = {
  readonly __typename?: 'HelpCenterGuideCategory';
  /** The guides listed, in reading order (see `visibleGuides`). */
  readonly guides: ReadonlyArray<HelpCenterGuide>;
  readonly id: Scalars['ID']['output'];
  /** One of getting-started, projects, settings, payments, your-account. */
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  /** How many guides the category has in all. */
  readonly totalGuides: Scalars['Int']['output'];
  /**
   * How many guides this answer lists at most: the `limit` in the overview (even when the
   * category has fewer), `totalGuides` for one category's full list, 1 for a single guide.
   * A client shows a "view all" link when `totalGuides` is greater.
   */
  readonly visibleGuides: Scalars['Int']['output'];
};

/** A request for help sent from the help center's support form. */
export type HelpCenterSupportRequest = {
  readonly __typename?: 'HelpCenterSupportRequest';
  readonly createdAt: Scalars['DateTime']['output'];
  /** Where the answer goes. */
  readonly email: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** Plain text. */
  readonly message: Scalars['String']['output'];
  /** Who wrote it, as they gave it (not necessarily the account's name). */
  readonly name: Scalars['String']['output'];
  readonly subject: Scalars['String']['output'];
};

/** What the support form sends. Each field is trimmed; the rules are in `sendSupportRequest`. */
export type HelpCenterSupportRequestInput = {
  readonly email: Scalars['String']['input'];
  readonly message: Scalars['String']['input'];
  readonly name: Scalars['String']['input'];
  readonly subject: Scalars['String']['input'];
};

/** One icon set: how the client names and lays out its icons, and every icon in it. */
export type IconSet = {
  readonly __typename?: 'IconSet';
  /** The folder inside the package that holds one `<name>.svg` per listed name, such as 24/outline. */
  readonly folder: Scalars['String']['output'];
  /** Size class of the icons in the grid, such as icon-size-6. */
  readonly grid: Scalars['String']['output'];
  /** Every icon name in the set, sorted; each has an SVG file `<package>/<folder>/<name>.svg`. */
  readonly list: ReadonlyArray<Scalars['String']['output']>;
  /** Title shown above the set, such as Heroicons Outline. */
  readonly name: Scalars['String']['output'];
  /** Prefix of the set's icon references, as in `heroicons_outline:academic-cap`. */
  readonly namespace: Scalars['String']['output'];
  /** The npm package the SVG files come from, such as heroicons. */
  readonly package: Scalars['String']['output'];
};

/**
 * The icon sets the UI icon pages show. Each list is read once per process from the npm
 * package named in the value's description, so the client can render every listed name
 * from the same package: `<package>/<folder>/<name>.svg`.
 */
export type IconSetName =
  /** Package `feather-icons`, names from its `icons` export; SVGs in `dist/icons`. */
  | 'feather'
  /** Package `heroicons`, folder `20/solid` (20 px, filled). */
  | 'heroicons_mini'
  /** Package `heroicons`, folder `24/outline` (24 px, 1.5 px stroke). */
  | 'heroicons_outline'
  /** Package `heroicons`, folder `24/solid` (24 px, filled). */
  | 'heroicons_solid'
  /** Package `@material-design-icons/svg`, folder `outlined`. */
  | 'material_outline'
  /** Package `@material-design-icons/svg`, folder `filled`. */
  | 'material_solid'
  /** Package `@material-design-icons/svg`, folder `two-tone`. */
  | 'material_twotone';

/** A connection between a project and an outside provider. */
export type Integracion = {
  readonly __typename?: 'Integracion';
  readonly activa: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly nombre: Scalars['String']['output'];
  /** Provider slug; the menu links to /panel-principal/{proyecto}/{proveedor}. */
  readonly proveedor: Scalars['String']['output'];
  readonly tipo: TipoIntegracion;
  /** Null until the first synchronisation. */
  readonly ultimaSincronizacion?: Maybe<Scalars['DateTime']['output']>;
};

/** A brand whose products the shop sells. */
export type InventoryBrand = {
  readonly __typename?: 'InventoryBrand';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
};

/** A product category of the e-commerce inventory (Mens, Ladies, Unisex). */
export type InventoryCategory = {
  readonly __typename?: 'InventoryCategory';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  readonly parentId?: Maybe<Scalars['ID']['output']>;
  readonly slug: Scalars['String']['output'];
};

/**
 * Where a page sits in the filtered list. Past the last page only `lastPage` is set.
 * Indexes are zero-based and `endIndex` is inclusive, as the legacy API computed them:
 * `startIndex = page × size`, `endIndex = min(startIndex + size, length) − 1`. On the
 * page just after the data (`page = lastPage`) the slice is empty and `endIndex` is
 * below `startIndex`.
 */
export type InventoryPagination = {
  readonly __typename?: 'InventoryPagination';
  readonly endIndex?: Maybe<Scalars['Int']['output']>;
  /** max(ceil(length / size), 1). Always set. */
  readonly lastPage: Scalars['Int']['output'];
  /** How many products match the search. */
  readonly length?: Maybe<Scalars['Int']['output']>;
  /** The zero-based page asked for. */
  readonly page?: Maybe<Scalars['Int']['output']>;
  readonly size?: Maybe<Scalars['Int']['output']>;
  readonly startIndex?: Maybe<Scalars['Int']['output']>;
};

/** A product of the inventory: a watch, in the sample data. */
export type InventoryProduct = {
  readonly __typename?: 'InventoryProduct';
  /** Inactive products are hidden from the shop; new products start inactive. */
  readonly active: Scalars['Boolean']['output'];
  readonly barcode: Scalars['String']['output'];
  /** Selling price before tax. */
  readonly basePrice: Scalars['Float']['output'];
  /** The brand's id; null until set. */
  readonly brand?: Maybe<Scalars['ID']['output']>;
  /** The category's id; null on a product created blank and not yet categorised. */
  readonly category?: Maybe<Scalars['ID']['output']>;
  /** What one unit costs the shop. */
  readonly cost: Scalars['Float']['output'];
  readonly description: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** Paths of the product's images. */
  readonly images: ReadonlyArray<Scalars['String']['output']>;
  readonly name: Scalars['String']['output'];
  /** Selling price with tax: basePrice × (1 + taxPercent / 100), rounded to the cent. */
  readonly price: Scalars['Float']['output'];
  /** Units reserved by open orders. */
  readonly reserved: Scalars['Int']['output'];
  readonly sku: Scalars['String']['output'];
  /** Units in stock. */
  readonly stock: Scalars['Int']['output'];
  /** Ids of `InventoryTag`s. */
  readonly tags: ReadonlyArray<Scalars['ID']['output']>;
  /** Tax rate in percent, such as 18. */
  readonly taxPercent: Scalars['Float']['output'];
  /** Path of the image shown in lists; null when the product has none. */
  readonly thumbnail?: Maybe<Scalars['String']['output']>;
  /** The vendor's id; null until set. */
  readonly vendor?: Maybe<Scalars['ID']['output']>;
  /** Weight in kilograms. */
  readonly weight: Scalars['Float']['output'];
};

/**
 * Fields of a product to change. Omitted fields keep their value; fields that always hold
 * a value cannot be set to null. `category`, `brand`, `vendor` and `tags` must name
 * existing records (null clears category, brand or vendor). When `basePrice` or
 * `taxPercent` changes and `price` is not sent, the price is recomputed from them; a
 * `price` that is sent is stored as sent. Amounts (stock, reserved, cost, prices, weight)
 * run from 0 to 1,000,000,000,000 and taxPercent from 0 to 1000; others are `BAD_USER_INPUT`.
 */
export type InventoryProductInput = {
  readonly active?: InputMaybe<Scalars['Boolean']['input']>;
  readonly barcode?: InputMaybe<Scalars['String']['input']>;
  readonly basePrice?: InputMaybe<Scalars['Float']['input']>;
  readonly brand?: InputMaybe<Scalars['ID']['input']>;
  readonly category?: InputMaybe<Scalars['ID']['input']>;
  readonly cost?: InputMaybe<Scalars['Float']['input']>;
  readonly description?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the product is named by the `id` argument. Accepted so a whole product can be sent back. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly images?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly name?: InputMaybe<Scalars['String']['input']>;
  readonly price?: InputMaybe<Scalars['Float']['input']>;
  readonly reserved?: InputMaybe<Scalars['Int']['input']>;
  readonly sku?: InputMaybe<Scalars['String']['input']>;
  readonly stock?: InputMaybe<Scalars['Int']['input']>;
  readonly tags?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly taxPercent?: InputMaybe<Scalars['Float']['input']>;
  readonly thumbnail?: InputMaybe<Scalars['String']['input']>;
  readonly vendor?: InputMaybe<Scalars['ID']['input']>;
  readonly weight?: InputMaybe<Scalars['Float']['input']>;
};

/** One page of products. Past the last page `products` is null and the pagination holds only `lastPage`. */
export type InventoryProductPage = {
  readonly __typename?: 'InventoryProductPage';
  readonly pagination: InventoryPagination;
  readonly products?: Maybe<ReadonlyArray<InventoryProduct>>;
};

/**
 * The fields the product list can be sorted by. `sku`, `name` and `active` compare as
 * text, ignoring case (so `false` comes before `true` ascending); the others compare
 * as numbers.
 */
export type InventoryProductSort =
  | 'active'
  | 'basePrice'
  | 'cost'
  | 'name'
  | 'price'
  | 'reserved'
  | 'sku'
  | 'stock'
  | 'taxPercent'
  | 'weight';

/** A tag products carry, such as `44mm` or `automatic`. */
export type InventoryTag = {
  readonly __typename?: 'InventoryTag';
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

/** A tag as the tag editor sends it. */
export type InventoryTagInput = {
  /** Ignored: the id is chosen by the server or given as an argument. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** Required and not blank. */
  readonly title: Scalars['String']['input'];
};

/** A vendor the shop buys products from. */
export type InventoryVendor = {
  readonly __typename?: 'InventoryVendor';
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly slug: Scalars['String']['output'];
};

/** One mail. */
export type Mail = {
  readonly __typename?: 'Mail';
  readonly attachments: ReadonlyArray<MailAttachment>;
  /** Blind carbon-copy recipients, or null when there are none. */
  readonly bcc?: Maybe<ReadonlyArray<Scalars['String']['output']>>;
  /** How many bcc recipients (0 when none). */
  readonly bccCount: Scalars['Int']['output'];
  /** Carbon-copy recipients, or null when there are none. */
  readonly cc?: Maybe<ReadonlyArray<Scalars['String']['output']>>;
  /** How many cc recipients (0 when none). */
  readonly ccCount: Scalars['Int']['output'];
  /** HTML paragraphs. */
  readonly content: Scalars['String']['output'];
  readonly date: Scalars['DateTime']['output'];
  /** The id of the folder the mail is in. */
  readonly folder: Scalars['ID']['output'];
  readonly from: MailContact;
  readonly id: Scalars['ID']['output'];
  readonly important: Scalars['Boolean']['output'];
  /** The ids of the mail's labels. */
  readonly labels: ReadonlyArray<Scalars['ID']['output']>;
  readonly starred: Scalars['Boolean']['output'];
  readonly subject: Scalars['String']['output'];
  /**
   * The recipient as `Name <address>`; a composed mail's recipients, each as `Name <address>`
   * or a bare address, joined by a comma and a space (empty for a draft without one).
   */
  readonly to: Scalars['String']['output'];
  /** Always mail. */
  readonly type: Scalars['String']['output'];
  readonly unread: Scalars['Boolean']['output'];
};

/** A file attached to a mail. */
export type MailAttachment = {
  readonly __typename?: 'MailAttachment';
  /** Where to download the file; empty when the sample has no file behind it. */
  readonly downloadUrl: Scalars['String']['output'];
  readonly name: Scalars['String']['output'];
  /** File name of the preview image. */
  readonly preview?: Maybe<Scalars['String']['output']>;
  /** Size in bytes. */
  readonly size: Scalars['Int']['output'];
  /** MIME type, such as application/pdf. */
  readonly type: Scalars['String']['output'];
};

/**
 * A mail as composed, to send or to keep as a draft. Each recipient is an e-mail address,
 * bare (ana@example.com) or with a name (Ana Soto <ana@example.com>), at most 50 in each
 * list; omitted lists are empty. `subject` (at most 255 characters) and `content` (HTML
 * paragraphs, at most 100,000 characters) are empty when omitted.
 */
export type MailComposeInput = {
  readonly bcc?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly cc?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  readonly content?: InputMaybe<Scalars['String']['input']>;
  readonly subject?: InputMaybe<Scalars['String']['input']>;
  readonly to?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
};

/** A sender: the contact as `Name <address>` and an avatar path. */
export type MailContact = {
  readonly __typename?: 'MailContact';
  readonly avatar?: Maybe<Scalars['String']['output']>;
  /** Name and address, such as Camila Rojas <camila.rojas@agrovalle.cl>. */
  readonly contact: Scalars['String']['output'];
};

/** A fixed view over the mails by flag: starred or important. */
export type MailFilter = {
  readonly __typename?: 'MailFilter';
  readonly icon: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** Names the filter in `mailboxMails(filter:)`: starred or important. */
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** A mailbox folder. Every mail is in exactly one folder. */
export type MailFolder = {
  readonly __typename?: 'MailFolder';
  /**
   * The number shown next to the folder: 0 for sent and trash, every mail for drafts and
   * spam, the unread mails for the others.
   */
  readonly count: Scalars['Int']['output'];
  /** Icon name, such as heroicons_outline:inbox. */
  readonly icon: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /** Names the folder in `mailboxMails(folder:)`, such as inbox. */
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/**
 * What may change on a mail; omitted fields keep their value, null is refused. `id` is
 * accepted so a client may send it along, and is ignored.
 */
export type MailInput = {
  /** Moves the mail: must be an existing folder's id. */
  readonly folder?: InputMaybe<Scalars['ID']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly important?: InputMaybe<Scalars['Boolean']['input']>;
  /** Replaces the mail's labels: every one must be an existing label's id. */
  readonly labels?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly starred?: InputMaybe<Scalars['Boolean']['input']>;
  readonly unread?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A user-defined label; a mail may carry any number of labels. */
export type MailLabel = {
  readonly __typename?: 'MailLabel';
  /** A colour name, such as blue or indigo. */
  readonly color: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  /**
   * Derived from the title, in this order: accents dropped (ó gives o), lowercase, spaces
   * become hyphens, repeated hyphens collapse, then characters other than letters, digits,
   * underscores and hyphens are removed ("Q & A" gives q--a). Names the label in
   * `mailboxMails(label:)`.
   */
  readonly slug: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/**
 * A label as a client sends it. `id` and `slug` are accepted so a label can be sent back as
 * received, and are ignored: the server chooses the id and derives the slug from the title.
 */
export type MailLabelInput = {
  /** A colour name; gray when omitted on create. Cannot be blank or null. */
  readonly color?: InputMaybe<Scalars['String']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly slug?: InputMaybe<Scalars['String']['input']>;
  /** Required and not blank on create; on update, omitted keeps the title. */
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

/** One page of mails; past the last page `mails` is null. */
export type MailPage = {
  readonly __typename?: 'MailPage';
  /** Newest first, at most 10. */
  readonly mails?: Maybe<ReadonlyArray<Mail>>;
  readonly pagination: MailPagination;
};

/**
 * Where a page of mails sits in the whole list. Indexes are zero-based and inclusive; an
 * empty list has startIndex 0 and endIndex -1. Past the last page only lastPage is set.
 */
export type MailPagination = {
  readonly __typename?: 'MailPagination';
  readonly currentPage?: Maybe<Scalars['Int']['output']>;
  readonly endIndex?: Maybe<Scalars['Int']['output']>;
  /** The last page there is; at least 1, even when the list is empty. */
  readonly lastPage: Scalars['Int']['output'];
  readonly resultsPerPage?: Maybe<Scalars['Int']['output']>;
  readonly startIndex?: Maybe<Scalars['Int']['output']>;
  readonly totalResults?: Maybe<Scalars['Int']['output']>;
};

/** A mail or a label created, changed or deleted (a mail arriving, read, or moved to another folder). */
export type MailboxEvent = {
  readonly __typename?: 'MailboxEvent';
  readonly change: Change;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** Every folder with its count as it is after this change. */
  readonly folders: ReadonlyArray<MailFolder>;
  /** The label as it is now. */
  readonly label?: Maybe<MailLabel>;
  /** The mail as it is now. */
  readonly mail?: Maybe<Mail>;
};

/** How the mailbox shows an open mail. */
export type MailboxMessageLayout =
  /** The mail takes the whole width. */
  | 'full'
  /** The mail opens beside the list. */
  | 'right';

/** The mailbox app's settings. */
export type MailboxSettings = {
  readonly __typename?: 'MailboxSettings';
  readonly messageLayout: MailboxMessageLayout;
};

/** Settings to change; omitted fields keep their value, null is refused. */
export type MailboxSettingsInput = {
  readonly messageLayout?: InputMaybe<MailboxMessageLayout>;
};

/** A message in the shell's messages panel. */
export type Message = {
  readonly __typename?: 'Message';
  readonly description?: Maybe<Scalars['String']['output']>;
  /** Icon name, such as heroicons_outline:envelope. */
  readonly icon?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** Image path or URL shown instead of the icon. */
  readonly image?: Maybe<Scalars['String']['output']>;
  /** Where it leads: an app path such as /apps/mailbox, or an http(s) URL; null if nowhere. */
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly read: Scalars['Boolean']['output'];
  readonly seen: Scalars['Boolean']['output'];
  readonly time: Scalars['DateTime']['output'];
  readonly title?: Maybe<Scalars['String']['output']>;
  /** True: the link is an in-app route; false: a plain link. */
  readonly useRouter: Scalars['Boolean']['output'];
};

/** A message created, changed or deleted. */
export type MessageEvent = {
  readonly __typename?: 'MessageEvent';
  readonly change: Change;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The message as it is now. */
  readonly message?: Maybe<Message>;
};

/**
 * Fields of a message. On create a title or a description is needed; omitted fields
 * default to unread, unseen, no link and the current time. On update omitted fields keep their value.
 */
export type MessageInput = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly icon?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the id is chosen by the server or given as an argument. Accepted so a whole message can be sent back. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly image?: InputMaybe<Scalars['String']['input']>;
  /** An app path starting with a single / (such as /apps/mailbox?tab=inbox#top) or an absolute http:// or https:// URL; null for none. Anything else (javascript:, data:, //host, a relative path, blank) answers `BAD_USER_INPUT` and changes nothing. Surrounding spaces are dropped. */
  readonly link?: InputMaybe<Scalars['String']['input']>;
  readonly read?: InputMaybe<Scalars['Boolean']['input']>;
  readonly seen?: InputMaybe<Scalars['Boolean']['input']>;
  readonly time?: InputMaybe<Scalars['DateTime']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
  readonly useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Mutation = {
  readonly __typename?: 'Mutation';
  /** Appends a checklist item (not completed) to a note and returns the note. */
  readonly addNoteTask: Note;
  /**
   * Starts a chat with a contact: a new, empty chat is placed first in the list. A contact
   * who already has a chat gets that chat back (nothing is created); an unknown contact
   * answers `NOT_FOUND`.
   */
  readonly createChat: Chat;
  /**
   * Adds a contact first in storage and returns it. Without `contact` it is blank: name
   * New Contact, no e-mails, phone numbers or tags, empty title and company, and null
   * avatar, background, birthday, address and notes. Given fields are merged into that.
   */
  readonly createContact: Contact;
  /** Adds a tag at the end of the list. */
  readonly createContactTag: ContactTag;
  /** Adds a blank, inactive product at the top of the list and returns it. */
  readonly createInventoryProduct: InventoryProduct;
  /** Adds a tag at the top of the list. */
  readonly createInventoryTag: InventoryTag;
  /**
   * Adds a label with a new id. Its slug comes from the title; a slug another label has
   * gets -1, -2, ... until it is unique.
   */
  readonly createMailLabel: MailLabel;
  /** Adds a message at the top of the list. */
  readonly createMessage: Message;
  /** Adds a note at the end of the list (createdAt now, updatedAt null) and returns it. */
  readonly createNote: Note;
  /** Adds a label; returns every label, the new one last. */
  readonly createNoteLabel: ReadonlyArray<NoteLabel>;
  /** Adds a notification at the top of the list. */
  readonly createNotification: Notification;
  /** Adds a board, its last activity now. Unknown member ids answer `BAD_USER_INPUT`. */
  readonly createScrumboardBoard: ScrumboardBoard;
  /** Adds a card to a list. */
  readonly createScrumboardCard: ScrumboardCard;
  /** Adds a label to a board. An unknown board answers `BAD_USER_INPUT`. */
  readonly createScrumboardLabel: ScrumboardLabel;
  /** Adds a list to a board. An unknown board answers `BAD_USER_INPUT`. */
  readonly createScrumboardList: ScrumboardList;
  /** Adds a shortcut at the top of the list. */
  readonly createShortcut: Shortcut;
  /**
   * Adds an empty task or section at the top (title empty, notes null, not completed,
   * no due date, priority 1, no tags, nobody assigned, no sub-tasks): every order below
   * it grows by one.
   */
  readonly createTask: Task;
  /** Adds a tag at the top of the list. */
  readonly createTaskTag: TaskTag;
  /** Removes a contact and returns it. An unknown id answers `NOT_FOUND`. */
  readonly deleteContact: Contact;
  /** Removes a tag, strips it from every contact, and returns it. An unknown id answers `NOT_FOUND`. */
  readonly deleteContactTag: ContactTag;
  /** Removes a product; answers true. An unknown id answers `NOT_FOUND`. */
  readonly deleteInventoryProduct: Scalars['Boolean']['output'];
  /** Removes a tag and takes it off every product; answers true. An unknown id answers `NOT_FOUND`. */
  readonly deleteInventoryTag: Scalars['Boolean']['output'];
  /** Removes a label and takes it off every mail. An unknown id answers `NOT_FOUND`. */
  readonly deleteMailLabel: Scalars['Boolean']['output'];
  /** Removes a message and returns it. An unknown id answers `NOT_FOUND`. */
  readonly deleteMessage: Message;
  /** Removes a note and returns it. An unknown id answers `NOT_FOUND`. */
  readonly deleteNote: Note;
  /** Removes a label from the list and from every note; returns the remaining labels. */
  readonly deleteNoteLabel: ReadonlyArray<NoteLabel>;
  /** Removes a notification and returns it. An unknown id answers `NOT_FOUND`. */
  readonly deleteNotification: Notification;
  /** Removes a board with its lists, cards and labels; returns the board. */
  readonly deleteScrumboardBoard: ScrumboardBoard;
  /** Removes a card and returns it. */
  readonly deleteScrumboardCard: ScrumboardCard;
  /** Removes a label from its board and from every card carrying it; returns the label. */
  readonly deleteScrumboardLabel: ScrumboardLabel;
  /** Removes a list and every card in it; returns the list. */
  readonly deleteScrumboardList: ScrumboardList;
  /** Removes a shortcut and returns it. An unknown id answers `NOT_FOUND`. */
  readonly deleteShortcut: Shortcut;
  /** Removes a task; answers true. An unknown id answers `NOT_FOUND`. */
  readonly deleteTask: Scalars['Boolean']['output'];
  /** Removes a tag and takes it off every task; answers true. An unknown id answers `NOT_FOUND`. */
  readonly deleteTaskTag: Scalars['Boolean']['output'];
  /** Accepts a request for a password-reset e-mail (none is sent locally). */
  readonly forgotPassword: Scalars['Boolean']['output'];
  /** Marks every message read and seen; returns them all. */
  readonly markAllMessagesRead: ReadonlyArray<Message>;
  /** Marks every notification read and seen; returns them all. */
  readonly markAllNotificationsRead: ReadonlyArray<Notification>;
  /**
   * Puts a task or section just before `before` or just after `after` (give exactly one,
   * else `BAD_USER_INPUT`): only its `position` changes, so one row is written whatever
   * the list's length. Answers the task. An unknown id answers `NOT_FOUND`; a task already
   * there, or placed by itself, stays. Either way nothing else changes.
   */
  readonly moveTask: Task;
  /**
   * Sets each listed task's `order` to its index in `tasks` (only ids are read); tasks left
   * out follow them, keeping their relative order. Answers every task by its new order.
   * An unknown id answers `NOT_FOUND` and a repeated or missing id `BAD_USER_INPUT`;
   * either way nothing changes.
   */
  readonly reorderTasks: ReadonlyArray<Task>;
  /** Accepts a new password (the local sample account keeps its own). */
  readonly resetPassword: Scalars['Boolean']['output'];
  /**
   * Keeps a mail in Drafts, from the signed-in user and dated now. Without `id` it adds a
   * new draft; with `id` it replaces that draft's recipients, subject and content (an
   * unknown id answers `NOT_FOUND`, a mail outside Drafts `BAD_USER_INPUT`). A draft may
   * have no recipient, subject or content, but every recipient it has must be an e-mail
   * address.
   */
  readonly saveMailDraft: Mail;
  /**
   * Sends the signed-in user's message into a chat: appended after the others, and the
   * chat's `lastMessage` and `lastMessageAt` follow it. `value` is the text, not blank,
   * at most 4,000 characters (else `BAD_USER_INPUT`); an unknown chat answers `NOT_FOUND`.
   * Both change nothing.
   */
  readonly sendChatMessage: ChatMessage;
  /**
   * Sends a mail as the signed-in user: it is stored in Sent, dated now and read, without
   * labels or attachments. `to` needs at least one recipient and every recipient must be an
   * e-mail address; otherwise it answers `BAD_USER_INPUT` and nothing is sent. With
   * `draftId` the draft is the one sent: it leaves Drafts for Sent, keeping its id, labels,
   * flags and attachments (an unknown id answers `NOT_FOUND`, a mail outside Drafts
   * `BAD_USER_INPUT`).
   */
  readonly sendMail: Mail;
  /**
   * Stores a support request from the signed-in user and answers it with its id and date.
   * `BAD_USER_INPUT`, naming the field, when `name` is blank or over 100 characters,
   * `email` is not an e-mail address, `subject` is blank or over 150 characters, or
   * `message` has fewer than 10 or more than 5000 characters (after trimming).
   */
  readonly sendSupportRequest: HelpCenterSupportRequest;
  /** Sets one message's read flag. */
  readonly setMessageRead: Message;
  /** Sets one notification's read flag. */
  readonly setNotificationRead: Notification;
  /**
   * Renumbers the given cards in the order given: the first gets position 65536, the
   * second 131072, and so on. Other cards and other fields are left alone. Returns the
   * cards in the order given; all or nothing.
   */
  readonly setScrumboardCardPositions: ReadonlyArray<ScrumboardCard>;
  /**
   * Signs in with e-mail and password. Wrong credentials answer `UNAUTHENTICATED`;
   * more than 5 attempts a minute for one e-mail answer `TOO_MANY_REQUESTS`.
   */
  readonly signIn: AuthPayload;
  /** Exchanges a valid, unexpired token for a fresh one. A bad token answers `UNAUTHENTICATED`. */
  readonly signInWithToken: AuthPayload;
  /**
   * Accepts a registration request. The local server keeps its single sample account,
   * so no account is created; the answer is true once the input is valid.
   */
  readonly signUp: Scalars['Boolean']['output'];
  /** Re-opens a locked session: the same check as signIn. */
  readonly unlockSession: AuthPayload;
  /**
   * Saves where the signed-in user stands in a course, so they resume there. `currentStep`
   * is the `order` of the step they are on (0 to `totalSteps` − 1); `totalSteps` itself
   * says they finished the last step: the course counts one more completion and starts
   * again at step 0. Answers the course. An unknown id is `NOT_FOUND`; a blank id or a
   * step outside 0…`totalSteps` is `BAD_USER_INPUT`; neither changes anything.
   */
  readonly updateAcademyCourseProgress: AcademyCourse;
  /** Merges the given fields into a chat. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateChat: Chat;
  /**
   * Changes the signed-in user's chat profile (their status line). A status line over 140
   * characters answers `BAD_USER_INPUT` and changes nothing.
   */
  readonly updateChatProfile: ChatProfile;
  /** Merges the given fields into a contact. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateContact: Contact;
  /** Renames a tag. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateContactTag: ContactTag;
  /** Merges the given fields into a product. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateInventoryProduct: InventoryProduct;
  /** Renames a tag. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateInventoryTag: InventoryTag;
  /**
   * Merges the given fields into a label and derives the slug again from the title, with no
   * uniqueness check. An unknown id answers `NOT_FOUND` and changes nothing.
   */
  readonly updateMailLabel: MailLabel;
  /**
   * Merges flags, folder and labels into a mail and returns it. An unknown id answers
   * `NOT_FOUND`; an unknown folder or label id answers `BAD_USER_INPUT`; either changes nothing.
   */
  readonly updateMailboxMail: Mail;
  /** Merges the given settings and returns them all. */
  readonly updateMailboxSettings: MailboxSettings;
  /** Merges the given fields into a message. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateMessage: Message;
  /**
   * Replaces a note's content with the given one (createdAt is kept, updatedAt set to now).
   * An unknown id answers `NOT_FOUND` and changes nothing.
   */
  readonly updateNote: Note;
  /** Renames a label; returns every label. An unknown id answers `NOT_FOUND`. */
  readonly updateNoteLabel: ReadonlyArray<NoteLabel>;
  /** Merges the given fields into a notification. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateNotification: Notification;
  /**
   * Changes a board's title, description, icon or members, and sets its last activity to
   * now. An unknown id answers `NOT_FOUND` and changes nothing.
   */
  readonly updateScrumboardBoard: ScrumboardBoard;
  /** Changes a card. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateScrumboardCard: ScrumboardCard;
  /** Changes several cards at once (each names its id); all or nothing. */
  readonly updateScrumboardCards: ReadonlyArray<ScrumboardCard>;
  /** Renames a label. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateScrumboardLabel: ScrumboardLabel;
  /** Changes a list's title or position. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateScrumboardList: ScrumboardList;
  /** Changes several lists at once (each names its id); all or nothing. */
  readonly updateScrumboardLists: ReadonlyArray<ScrumboardList>;
  /** Merges the fields sent into a shortcut. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateShortcut: Shortcut;
  /** Merges the given fields into a task. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateTask: Task;
  /** Renames a tag. An unknown id answers `NOT_FOUND` and changes nothing. */
  readonly updateTaskTag: TaskTag;
  /** Merges the given fields into the signed-in user's profile and returns it. */
  readonly updateUser: User;
  /**
   * Sets a contact's avatar from an image file: PNG, JPEG, GIF or WebP, recognised by its
   * bytes (SVG and anything else is refused with `BAD_USER_INPUT`), at most 5 MB. Stores
   * it as a `data:` URL and returns the contact. An unknown id answers `NOT_FOUND`.
   */
  readonly uploadContactAvatar: Contact;
  /**
   * Sets a note's image from an image file: PNG, JPEG, GIF or WebP, recognised by its
   * bytes (SVG and anything else is refused with `BAD_USER_INPUT`), at most 5 MB. The
   * server keeps the file and sets `image` to the path it is served at
   * (/images/notes/uploads/<name>); updatedAt becomes now. An unknown id answers
   * `NOT_FOUND` and changes nothing. To remove the image, send the note with a null
   * `image` through updateNote.
   */
  readonly uploadNoteImage: Note;
  /**
   * Sets the signed-in user's avatar from an image file, with the contacts' rules: PNG,
   * JPEG, GIF or WebP, recognised by its bytes (anything else is refused with
   * `BAD_USER_INPUT`), at most 5 MB. Stores it as a `data:` URL and returns the profile.
   */
  readonly uploadUserAvatar: User;
};


export type MutationAddNoteTaskArgs = {
  note: Scalars['Ref']['input'];
  task: Scalars['String']['input'];
};


export type MutationCreateChatArgs = {
  contactId: Scalars['ID']['input'];
};


export type MutationCreateContactArgs = {
  contact?: InputMaybe<ContactInput>;
};


export type MutationCreateContactTagArgs = {
  tag: ContactTagInput;
};


export type MutationCreateInventoryTagArgs = {
  tag: InventoryTagInput;
};


export type MutationCreateMailLabelArgs = {
  label: MailLabelInput;
};


export type MutationCreateMessageArgs = {
  message: MessageInput;
};


export type MutationCreateNoteArgs = {
  note: NoteInput;
};


export type MutationCreateNoteLabelArgs = {
  title: Scalars['String']['input'];
};


export type MutationCreateNotificationArgs = {
  notification: NotificationInput;
};


export type MutationCreateScrumboardBoardArgs = {
  board: ScrumboardBoardInput;
};


export type MutationCreateScrumboardCardArgs = {
  card: ScrumboardCardInput;
};


export type MutationCreateScrumboardLabelArgs = {
  label: ScrumboardLabelInput;
};


export type MutationCreateScrumboardListArgs = {
  list: ScrumboardListInput;
};


export type MutationCreateShortcutArgs = {
  shortcut: ShortcutInput;
};


export type MutationCreateTaskArgs = {
  type: TaskType;
};


export type MutationCreateTaskTagArgs = {
  tag: TaskTagInput;
};


export type MutationDeleteContactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContactTagArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInventoryProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteInventoryTagArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMailLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNoteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNoteLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScrumboardBoardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScrumboardCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScrumboardLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScrumboardListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteShortcutArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTaskTagArgs = {
  id: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationMoveTaskArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  before?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationReorderTasksArgs = {
  tasks: ReadonlyArray<TaskInput>;
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
};


export type MutationSaveMailDraftArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  mail: MailComposeInput;
};


export type MutationSendChatMessageArgs = {
  chatId: Scalars['ID']['input'];
  value: Scalars['String']['input'];
};


export type MutationSendMailArgs = {
  draftId?: InputMaybe<Scalars['ID']['input']>;
  mail: MailComposeInput;
};


export type MutationSendSupportRequestArgs = {
  request: HelpCenterSupportRequestInput;
};


export type MutationSetMessageReadArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};


export type MutationSetNotificationReadArgs = {
  id: Scalars['ID']['input'];
  read: Scalars['Boolean']['input'];
};


export type MutationSetScrumboardCardPositionsArgs = {
  cards: ReadonlyArray<Scalars['Ref']['input']>;
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


export type MutationUpdateAcademyCourseProgressArgs = {
  currentStep: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUpdateChatArgs = {
  chat: ChatInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateChatProfileArgs = {
  profile: ChatProfileInput;
};


export type MutationUpdateContactArgs = {
  contact: ContactInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateContactTagArgs = {
  id: Scalars['ID']['input'];
  tag: ContactTagInput;
};


export type MutationUpdateInventoryProductArgs = {
  id: Scalars['ID']['input'];
  product: InventoryProductInput;
};


export type MutationUpdateInventoryTagArgs = {
  id: Scalars['ID']['input'];
  tag: InventoryTagInput;
};


export type MutationUpdateMailLabelArgs = {
  id: Scalars['ID']['input'];
  label: MailLabelInput;
};


export type MutationUpdateMailboxMailArgs = {
  id: Scalars['ID']['input'];
  mail: MailInput;
};


export type MutationUpdateMailboxSettingsArgs = {
  settings: MailboxSettingsInput;
};


export type MutationUpdateMessageArgs = {
  id: Scalars['ID']['input'];
  message: MessageInput;
};


export type MutationUpdateNoteArgs = {
  id: Scalars['ID']['input'];
  note: NoteInput;
};


export type MutationUpdateNoteLabelArgs = {
  label: NoteLabelInput;
};


export type MutationUpdateNotificationArgs = {
  id: Scalars['ID']['input'];
  notification: NotificationInput;
};


export type MutationUpdateScrumboardBoardArgs = {
  board: ScrumboardBoardPatch;
  id: Scalars['ID']['input'];
};


export type MutationUpdateScrumboardCardArgs = {
  card: ScrumboardCardPatch;
  id: Scalars['ID']['input'];
};


export type MutationUpdateScrumboardCardsArgs = {
  cards: ReadonlyArray<ScrumboardCardPatch>;
};


export type MutationUpdateScrumboardLabelArgs = {
  id: Scalars['ID']['input'];
  label: ScrumboardLabelPatch;
};


export type MutationUpdateScrumboardListArgs = {
  id: Scalars['ID']['input'];
  list: ScrumboardListPatch;
};


export type MutationUpdateScrumboardListsArgs = {
  lists: ReadonlyArray<ScrumboardListPatch>;
};


export type MutationUpdateShortcutArgs = {
  id: Scalars['ID']['input'];
  shortcut: ShortcutPatch;
};


export type MutationUpdateTaskArgs = {
  id: Scalars['ID']['input'];
  task: TaskInput;
};


export type MutationUpdateTaskTagArgs = {
  id: Scalars['ID']['input'];
  tag: TaskTagInput;
};


export type MutationUpdateUserArgs = {
  user: UserInput;
};


export type MutationUploadContactAvatarArgs = {
  avatar: FileUpload;
  id: Scalars['ID']['input'];
};


export type MutationUploadNoteImageArgs = {
  id: Scalars['ID']['input'];
  image: FileUpload;
};


export type MutationUploadUserAvatarArgs = {
  avatar: FileUpload;
};

/** The main menu in the four shapes the layouts use. */
export type Navigation = {
  readonly __typename?: 'Navigation';
  readonly compact: ReadonlyArray<NavigationItem>;
  readonly default: ReadonlyArray<NavigationItem>;
  readonly futuristic: ReadonlyArray<NavigationItem>;
  readonly horizontal: ReadonlyArray<NavigationItem>;
};

export type NavigationBadge = {
  readonly __typename?: 'NavigationBadge';
  /** A colour role from the theme, such as primary or accent. */
  readonly color: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** One entry of a navigation menu: a link, a group of links, or a divider. */
export type NavigationItem = {
  readonly __typename?: 'NavigationItem';
  readonly badge?: Maybe<NavigationBadge>;
  /** Items shown inside a group, aside or collapsable item. Menus are at most three levels deep. */
  readonly children?: Maybe<ReadonlyArray<NavigationItem>>;
  /** True when the item is active only on its exact link, not on the routes below it. */
  readonly exactMatch?: Maybe<Scalars['Boolean']['output']>;
  readonly externalLink?: Maybe<Scalars['Boolean']['output']>;
  /** Icon name, such as heroicons_outline:home. */
  readonly icon?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** An app path such as /apps/mailbox, or an http(s) URL when externalLink is true; nothing else. */
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly subtitle?: Maybe<Scalars['String']['output']>;
  readonly title?: Maybe<Scalars['String']['output']>;
  readonly type: NavigationItemType;
};

export type NavigationItemType =
  | 'aside'
  | 'basic'
  | 'collapsable'
  | 'divider'
  | 'group'
  | 'spacer';

/** A note of the notes app: text, an optional checklist, image and reminder, and labels. */
export type Note = {
  readonly __typename?: 'Note';
  readonly archived: Scalars['Boolean']['output'];
  /** Empty text when the note has no body. */
  readonly content: Scalars['String']['output'];
  readonly createdAt: Scalars['DateTime']['output'];
  readonly id: Scalars['ID']['output'];
  /**
   * Image path or data URL, or null. An uploaded image (uploadNoteImage) is served at
   * /images/notes/uploads/<name>; send the path back as received to keep it.
   */
  readonly image?: Maybe<Scalars['String']['output']>;
  /** The note's labels, as label objects (stored as ids). */
  readonly labels: ReadonlyArray<NoteLabel>;
  /** When to remind the user, or null. */
  readonly reminder?: Maybe<Scalars['DateTime']['output']>;
  /** The checklist, or null when the note has none. */
  readonly tasks?: Maybe<ReadonlyArray<NoteTask>>;
  /** Empty text when the note has no title. */
  readonly title: Scalars['String']['output'];
  /** Null until the note is first edited. */
  readonly updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A note or a note label created, changed or deleted. */
export type NoteEvent = {
  readonly __typename?: 'NoteEvent';
  readonly change: Change;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The label as it is now. */
  readonly label?: Maybe<NoteLabel>;
  /** The note as it is now. */
  readonly note?: Maybe<Note>;
};

/**
 * A whole note as a client sends it. Omitted fields take their defaults: empty title and
 * content, no checklist, image or reminder, no labels, not archived. `id`, `createdAt` and
 * `updatedAt` are accepted so a note can be sent back as received, and are ignored.
 */
export type NoteInput = {
  readonly archived?: InputMaybe<Scalars['Boolean']['input']>;
  readonly content?: InputMaybe<Scalars['String']['input']>;
  readonly createdAt?: InputMaybe<Scalars['DateTime']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly image?: InputMaybe<Scalars['String']['input']>;
  /** Label ids or label objects; every one must name an existing label. */
  readonly labels?: InputMaybe<ReadonlyArray<Scalars['Ref']['input']>>;
  readonly reminder?: InputMaybe<Scalars['DateTime']['input']>;
  readonly tasks?: InputMaybe<ReadonlyArray<NoteTaskInput>>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
  readonly updatedAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A label that groups notes, such as Work or Family. */
export type NoteLabel = {
  readonly __typename?: 'NoteLabel';
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

/** A label's new title, with the label's id. */
export type NoteLabelInput = {
  readonly id: Scalars['ID']['input'];
  readonly title: Scalars['String']['input'];
};

/** One checklist item of a note. */
export type NoteTask = {
  readonly __typename?: 'NoteTask';
  readonly completed: Scalars['Boolean']['output'];
  readonly content: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
};

/** A checklist item as a client sends it. A new item (no id) gets an id and starts not completed. */
export type NoteTaskInput = {
  readonly completed?: InputMaybe<Scalars['Boolean']['input']>;
  readonly content: Scalars['String']['input'];
  readonly id?: InputMaybe<Scalars['ID']['input']>;
};

/** A notification in the shell's notifications panel. */
export type Notification = {
  readonly __typename?: 'Notification';
  readonly description?: Maybe<Scalars['String']['output']>;
  /** Icon name, such as heroicons_outline:envelope. */
  readonly icon?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** Image path or URL shown instead of the icon. */
  readonly image?: Maybe<Scalars['String']['output']>;
  /** Where it leads: an app path such as /apps/mailbox, or an http(s) URL; null if nowhere. */
  readonly link?: Maybe<Scalars['String']['output']>;
  readonly read: Scalars['Boolean']['output'];
  readonly seen: Scalars['Boolean']['output'];
  readonly time: Scalars['DateTime']['output'];
  readonly title?: Maybe<Scalars['String']['output']>;
  /** True: the link is an in-app route; false: a plain link. */
  readonly useRouter: Scalars['Boolean']['output'];
};

/** A notification created, changed or deleted. */
export type NotificationEvent = {
  readonly __typename?: 'NotificationEvent';
  readonly change: Change;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The notification as it is now. */
  readonly notification?: Maybe<Notification>;
};

/**
 * Fields of a notification. On create a title or a description is needed; omitted fields
 * default to unread, unseen, no link and the current time. On update omitted fields keep their value.
 */
export type NotificationInput = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly icon?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the id is chosen by the server or given as an argument. Accepted so a whole notification can be sent back. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly image?: InputMaybe<Scalars['String']['input']>;
  /** An app path starting with a single / (such as /apps/mailbox?tab=inbox#top) or an absolute http:// or https:// URL; null for none. Anything else (javascript:, data:, //host, a relative path, blank) answers `BAD_USER_INPUT` and changes nothing. Surrounding spaces are dropped. */
  readonly link?: InputMaybe<Scalars['String']['input']>;
  readonly read?: InputMaybe<Scalars['Boolean']['input']>;
  readonly seen?: InputMaybe<Scalars['Boolean']['input']>;
  readonly time?: InputMaybe<Scalars['DateTime']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
  readonly useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A page of the main menu whose title or subtitle matches. */
export type PageSearchResult = SearchResult & {
  readonly __typename?: 'PageSearchResult';
  readonly id: Scalars['ID']['output'];
  readonly link: Scalars['String']['output'];
  readonly subtitle?: Maybe<Scalars['String']['output']>;
  readonly title: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

/** A table: `columns` name the keys of each row to show, in order. */
export type ProjectBudgetDetails = {
  readonly __typename?: 'ProjectBudgetDetails';
  readonly columns: ReadonlyArray<Scalars['String']['output']>;
  readonly rows: ReadonlyArray<ProjectBudgetRow>;
};

export type ProjectBudgetDistribution = {
  readonly __typename?: 'ProjectBudgetDistribution';
  readonly categories: ReadonlyArray<Scalars['String']['output']>;
  /** One series with one share (percent) per category. */
  readonly series: ReadonlyArray<DashboardChartSeries>;
};

/** One budget category, in pesos: remaining = total - expenses, percents of the total. */
export type ProjectBudgetRow = {
  readonly __typename?: 'ProjectBudgetRow';
  readonly expensesAmount: Scalars['Float']['output'];
  readonly expensesPercentage: Scalars['Float']['output'];
  readonly id: Scalars['ID']['output'];
  readonly remainingAmount: Scalars['Float']['output'];
  readonly remainingPercentage: Scalars['Float']['output'];
  readonly total: Scalars['Float']['output'];
  readonly type: Scalars['String']['output'];
};

/** The project dashboard: the platform team's issues, tasks, schedule, budget and people. */
export type ProjectDashboard = {
  readonly __typename?: 'ProjectDashboard';
  readonly budgetDetails: ProjectBudgetDetails;
  /** A radar chart: each category's share of the budget, in percent. */
  readonly budgetDistribution: ProjectBudgetDistribution;
  readonly githubIssues: ProjectGithubIssues;
  /** Spending over the last 4 weeks, one value per week. */
  readonly monthlyExpenses: DashboardAmountChart;
  readonly schedule: ProjectSchedule;
  readonly taskDistribution: ProjectTaskDistribution;
  readonly teamMembers: ReadonlyArray<ProjectTeamMember>;
  /** Spending over the last 7 days, one value per day. */
  readonly weeklyExpenses: DashboardAmountChart;
  /** Spending over the last 12 months, one value per month. */
  readonly yearlyExpenses: DashboardAmountChart;
};

/** Issues opened and closed per weekday, this week and last week. */
export type ProjectGithubIssues = {
  readonly __typename?: 'ProjectGithubIssues';
  /** Weekday names, Monday first; each series has one value per label. */
  readonly labels: ReadonlyArray<Scalars['String']['output']>;
  readonly overview: ProjectIssueOverviewByWeek;
  readonly series: ProjectIssueSeriesByWeek;
};

/** A week's issue counts: `newIssues` and `closedIssues` are the sums of its two series. */
export type ProjectIssueOverview = {
  readonly __typename?: 'ProjectIssueOverview';
  readonly closedIssues: Scalars['Int']['output'];
  readonly fixed: Scalars['Int']['output'];
  readonly needsTriage: Scalars['Int']['output'];
  readonly newIssues: Scalars['Int']['output'];
  readonly reOpened: Scalars['Int']['output'];
  readonly wontFix: Scalars['Int']['output'];
};

export type ProjectIssueOverviewByWeek = {
  readonly __typename?: 'ProjectIssueOverviewByWeek';
  readonly lastWeek: ProjectIssueOverview;
  readonly thisWeek: ProjectIssueOverview;
};

/** A series of a mixed chart: new issues as a line, closed issues as columns. */
export type ProjectIssueSeries = {
  readonly __typename?: 'ProjectIssueSeries';
  readonly data: ReadonlyArray<Scalars['Float']['output']>;
  readonly name: Scalars['String']['output'];
  readonly type: ProjectIssueSeriesType;
};

export type ProjectIssueSeriesByWeek = {
  readonly __typename?: 'ProjectIssueSeriesByWeek';
  readonly lastWeek: ReadonlyArray<ProjectIssueSeries>;
  readonly thisWeek: ReadonlyArray<ProjectIssueSeries>;
};

/** How a series of a mixed chart is drawn. */
export type ProjectIssueSeriesType =
  | 'column'
  | 'line';

export type ProjectSchedule = {
  readonly __typename?: 'ProjectSchedule';
  readonly today: ReadonlyArray<ProjectScheduleItem>;
  readonly tomorrow: ReadonlyArray<ProjectScheduleItem>;
};

/** A meeting or event, earliest first within its day. */
export type ProjectScheduleItem = {
  readonly __typename?: 'ProjectScheduleItem';
  readonly id: Scalars['ID']['output'];
  /** Where it happens; null for calls and breaks. */
  readonly location?: Maybe<Scalars['String']['output']>;
  /** When it starts. */
  readonly start: Scalars['DateTime']['output'];
  /** The local time of day in America/Santiago, HH:mm. */
  readonly time: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** Tasks by area, this week and last week. */
export type ProjectTaskDistribution = {
  readonly __typename?: 'ProjectTaskDistribution';
  readonly labels: ReadonlyArray<Scalars['String']['output']>;
  readonly overview: ProjectTaskOverviewByWeek;
  readonly series: ProjectTaskSeriesByWeek;
};

export type ProjectTaskOverview = {
  readonly __typename?: 'ProjectTaskOverview';
  readonly completed: Scalars['Int']['output'];
  /** Tasks created in the week; `series` spreads them over the labels. */
  readonly new: Scalars['Int']['output'];
};

export type ProjectTaskOverviewByWeek = {
  readonly __typename?: 'ProjectTaskOverviewByWeek';
  readonly lastWeek: ProjectTaskOverview;
  readonly thisWeek: ProjectTaskOverview;
};

/** Tasks created per area (one count per label) for each week. */
export type ProjectTaskSeriesByWeek = {
  readonly __typename?: 'ProjectTaskSeriesByWeek';
  readonly lastWeek: ReadonlyArray<Scalars['Float']['output']>;
  readonly thisWeek: ReadonlyArray<Scalars['Float']['output']>;
};

export type ProjectTeamMember = {
  readonly __typename?: 'ProjectTeamMember';
  /** Path of the avatar image. */
  readonly avatar: Scalars['String']['output'];
  readonly email: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly phone: Scalars['String']['output'];
  /** The member's role in the team. */
  readonly title: Scalars['String']['output'];
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
  readonly __typename?: 'ProyectoCliente';
  readonly actualizadoEn: Scalars['DateTime']['output'];
  readonly cliente: Cliente;
  readonly estado: EstadoProyecto;
  readonly id: Scalars['ID']['output'];
  readonly integraciones: ReadonlyArray<Integracion>;
  readonly nombre: Scalars['String']['output'];
  /** URL segment of the project in panel-principal routes. */
  readonly slug: Scalars['String']['output'];
};

/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type Query = {
  readonly __typename?: 'Query';
  /** The academy's categories, sorted by title. */
  readonly academyCategories: ReadonlyArray<AcademyCategory>;
  /** One course with its steps. An unknown id answers null; a blank id answers `BAD_USER_INPUT`. */
  readonly academyCourse?: Maybe<AcademyCourse>;
  /** Every course, in catalogue order. */
  readonly academyCourses: ReadonlyArray<AcademyCourse>;
  /**
   * Every activity, newest first (without arguments, the whole feed, as always). A feed
   * loaded in pages passes `first` (how many, 1 to 100) and, from the second page on,
   * `after` (the id of the last activity it holds): the ones older than that, newest first.
   * An unknown `after` is BAD_USER_INPUT (the feed cannot tell where to go on).
   */
  readonly activities: ReadonlyArray<Activity>;
  /** How many activities the feed holds: a paged feed has loaded them all once it holds as many. */
  readonly activityCount: Scalars['Int']['output'];
  /** The analytics dashboard's sample data. */
  readonly analyticsDashboard: AnalyticsDashboard;
  /** One chat, or null when the id is unknown. */
  readonly chat?: Maybe<Chat>;
  /** One chat contact, or null when the id is unknown. */
  readonly chatContact?: Maybe<ChatContact>;
  /** Everyone one can chat with, sorted by name as a Spanish (Chile) reader expects. */
  readonly chatContacts: ReadonlyArray<ChatContact>;
  /** The signed-in user, with their chat status line. */
  readonly chatProfile: ChatProfile;
  /** Every chat, most recent first as stored. */
  readonly chats: ReadonlyArray<Chat>;
  /** One contact, or null when the id is unknown. */
  readonly contact?: Maybe<Contact>;
  /** Every country and territory for phone numbers, sorted by name. */
  readonly contactCountries: ReadonlyArray<ContactCountry>;
  /** Every contact tag, in creation order. */
  readonly contactTags: ReadonlyArray<ContactTag>;
  /**
   * Contacts sorted by name as a Spanish (Chile) reader expects (Á with A, Ñ after N).
   * With a non-empty `query`, only those whose name contains it, ignoring case and accents.
   */
  readonly contacts: ReadonlyArray<Contact>;
  /**
   * The contacts of `contacts(query)`, sorted the same way, a page at a time. Pages go on
   * from a place in the order rather than a position, so the next page starts right after
   * the last contact a client holds even when contacts were added, renamed or deleted
   * meanwhile. A `first` out of range, or an `after` this API did not give, answers
   * `BAD_USER_INPUT`.
   */
  readonly contactsPage: ContactPage;
  /** The crypto dashboard's sample data. */
  readonly cryptoDashboard: CryptoDashboard;
  /**
   * The contents of a folder. `folderId` null, absent or the text `null` (what the legacy
   * REST client sends for the root) means the root. An id that names no folder (unknown,
   * or a file's id) answers `NOT_FOUND`; a blank id answers `BAD_USER_INPUT`.
   */
  readonly fileManagerContents: FileManagerFolderContents;
  /** The finance dashboard's sample data. */
  readonly financeDashboard: FinanceDashboard;
  /**
   * FAQ categories, each with all its FAQs. Without `slug` (or with an empty one), every
   * category in display order; with it, a list holding just that category. An unknown
   * slug answers `NOT_FOUND`.
   */
  readonly helpCenterFaqCategories: ReadonlyArray<HelpCenterFaqCategory>;
  /**
   * One guide with its content, inside its category: the category's `guides` holds just
   * that guide. Blank slugs answer `BAD_USER_INPUT`; an unknown category, or a guide slug
   * not in that category, answers `NOT_FOUND`.
   */
  readonly helpCenterGuide: HelpCenterGuideCategory;
  /**
   * Guide categories with their guides, without content. Without `slug` (or with an empty
   * one), every category with its first `limit` guides (absent or null: 5; `limit` must be a
   * positive whole number, else `BAD_USER_INPUT`). With `slug`, a list holding just that
   * category with all its guides (`limit` is then checked but not applied). An unknown slug
   * answers `NOT_FOUND`.
   */
  readonly helpCenterGuideCategories: ReadonlyArray<HelpCenterGuideCategory>;
  /** The signed-in user's support requests, newest first. */
  readonly helpCenterSupportRequests: ReadonlyArray<HelpCenterSupportRequest>;
  /** One icon set with its complete list of icon names. */
  readonly iconSet: IconSet;
  readonly inventoryBrands: ReadonlyArray<InventoryBrand>;
  readonly inventoryCategories: ReadonlyArray<InventoryCategory>;
  /** A product by id; null when there is none. */
  readonly inventoryProduct?: Maybe<InventoryProduct>;
  /**
   * One page of products: sorted first, then filtered by `search` (a case-insensitive
   * substring of the name; empty means no filter), then sliced. Pages are zero-based
   * when slicing but the DEFAULT page is 1, the second page, as in the legacy API.
   * A negative page or a size below 1 answers `BAD_USER_INPUT`. Answers after 300 ms.
   */
  readonly inventoryProducts: InventoryProductPage;
  readonly inventoryTags: ReadonlyArray<InventoryTag>;
  readonly inventoryVendors: ReadonlyArray<InventoryVendor>;
  readonly mailboxFilters: ReadonlyArray<MailFilter>;
  /** The five folders, each with its count. */
  readonly mailboxFolders: ReadonlyArray<MailFolder>;
  readonly mailboxLabels: ReadonlyArray<MailLabel>;
  /** One mail, or null when the id is unknown. */
  readonly mailboxMail?: Maybe<Mail>;
  /**
   * A page of mails (10 a page, newest first) of one folder, filter or label, given by
   * slug. When several are given, folder wins over filter and filter over label; empty
   * text counts as not given. None given or a page below 1 answers `BAD_USER_INPUT`; an
   * unknown slug answers `NOT_FOUND`.
   */
  readonly mailboxMails: MailPage;
  readonly mailboxSettings: MailboxSettings;
  /** Every message, newest first as stored. */
  readonly messages: ReadonlyArray<Message>;
  /** The signed-in user's client projects (stand-in for the real endpoint). */
  readonly misProyectosCliente: ReadonlyArray<ProyectoCliente>;
  /**
   * The main menu. The same for every visitor, and naming only screens the client's own
   * code and translations name, so it needs no session: a guest page asks for it while
   * idle, and the shell it makes ready behind the page has its menu drawn by the sign-in.
   */
  readonly navigation: Navigation;
  /** One note, or null when the id is unknown. */
  readonly note?: Maybe<Note>;
  /** Every note label. */
  readonly noteLabels: ReadonlyArray<NoteLabel>;
  /** Every note, archived ones included, in the order they were created. */
  readonly notes: ReadonlyArray<Note>;
  /** Every notification, newest first as stored. */
  readonly notifications: ReadonlyArray<Notification>;
  /** The project dashboard's sample data. */
  readonly projectDashboard: ProjectDashboard;
  /** One board with its lists, cards and labels; null when the id is unknown. */
  readonly scrumboardBoard?: Maybe<ScrumboardBoard>;
  /** Every board with its members. */
  readonly scrumboardBoards: ReadonlyArray<ScrumboardBoard>;
  /** A board's labels; null when the board is unknown. */
  readonly scrumboardLabels?: Maybe<ReadonlyArray<ScrumboardLabel>>;
  /** Everyone who can be made a member of a board, by name. */
  readonly scrumboardMembers: ReadonlyArray<ScrumboardMember>;
  /**
   * Global search: a case-insensitive substring match on contact names, menu page titles
   * and subtitles, and task titles (sections included). An empty (or blank) query answers no groups.
   * Each group answers its first 20 hits (contacts by name, pages in menu order, tasks in
   * list order).
   */
  readonly search: ReadonlyArray<SearchResultSet>;
  readonly shortcuts: ReadonlyArray<Shortcut>;
  /** A task by id; null when there is none. */
  readonly task?: Maybe<Task>;
  /** How many rows and tasks the list holds, and how many tasks remain. */
  readonly taskCounts: TaskListCounts;
  /**
   * Tasks whose title or notes contain `query`, ignoring case, by `order`. Titles come back
   * as HTML with the matches wrapped in `<mark>` (see `Task.title`). Null when the query is
   * empty or missing.
   */
  readonly taskSearch?: Maybe<ReadonlyArray<Task>>;
  readonly taskTags: ReadonlyArray<TaskTag>;
  /** Every task and section, by `order`, at once; `tasksPage` reads the list a page at a time. */
  readonly tasks: ReadonlyArray<Task>;
  /**
   * The list a page at a time, in its order: `first` rows (1 to 500, else
   * `BAD_USER_INPUT`) after the place `after` (a previous page's `endCursor`; from
   * the top when omitted). A page costs a binary search and its rows, however long the
   * list. Rows added or moved above `after` since are not in later pages: follow
   * `tasksChanged` for them.
   */
  readonly tasksPage: TaskPage;
  /** The signed-in user's profile. */
  readonly user: User;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryAcademyCourseArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryActivitiesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryChatArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryChatContactArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryContactArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryContactsArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryContactsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryFileManagerContentsArgs = {
  folderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryHelpCenterFaqCategoriesArgs = {
  slug?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryHelpCenterGuideArgs = {
  categorySlug: Scalars['String']['input'];
  guideSlug: Scalars['String']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryHelpCenterGuideCategoriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryIconSetArgs = {
  set: IconSetName;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryInventoryProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryInventoryProductsArgs = {
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<InventoryProductSort>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryMailboxMailArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryMailboxMailsArgs = {
  filter?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryNoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryScrumboardBoardArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryScrumboardLabelsArgs = {
  boardId: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryTaskSearchArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The root types. Each domain adds its fields in its own file with `extend type`.
 * Enum values are spelled as the legacy REST payloads spell them (lowercase), so the
 * REST adapter hands GraphQL answers to existing clients unchanged.
 */
export type QueryTasksPageArgs = {
  after?: InputMaybe<TaskCursorInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A kanban board. Lists and cards are ordered by `position`, which steps by 65536 so an
 * item can be dropped between two others without renumbering.
 */
export type ScrumboardBoard = {
  readonly __typename?: 'ScrumboardBoard';
  readonly description?: Maybe<Scalars['String']['output']>;
  /** Icon name, such as heroicons_outline:rectangle-stack. */
  readonly icon?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  /** The labels cards of this board can carry. */
  readonly labels: ReadonlyArray<ScrumboardLabel>;
  /** When the board, or one of its lists, cards or labels, last changed. */
  readonly lastActivity: Scalars['DateTime']['output'];
  /** The board's lists, by position. */
  readonly lists: ReadonlyArray<ScrumboardList>;
  /** The board's members, as member objects (stored as ids). */
  readonly members: ReadonlyArray<ScrumboardMember>;
  readonly title: Scalars['String']['output'];
};

/**
 * A new board. The title is required (at most 100 characters), the description at most
 * 500; both are trimmed, and a blank description is stored as null. Without an icon the
 * board gets heroicons_outline:rectangle-stack; without members, the signed-in user is
 * its only member. `id` is ignored. The board starts with no lists and no labels.
 */
export type ScrumboardBoardInput = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  /** Icon name, such as heroicons_outline:sun. */
  readonly icon?: InputMaybe<Scalars['String']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** Member ids or member objects (see scrumboardMembers). */
  readonly members?: InputMaybe<ReadonlyArray<Scalars['Ref']['input']>>;
  readonly title: Scalars['String']['input'];
};

/**
 * Fields of a board to change; omitted fields keep their value, the same rules as a new
 * board apply. `id`, `lastActivity`, `lists` and `labels` are accepted (so a board can
 * be sent as the client holds it) and ignored: lists and labels change through their
 * own operations.
 */
export type ScrumboardBoardPatch = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly icon?: InputMaybe<Scalars['String']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly labels?: InputMaybe<ReadonlyArray<ScrumboardLabelPatch>>;
  readonly lastActivity?: InputMaybe<Scalars['DateTime']['input']>;
  readonly lists?: InputMaybe<ReadonlyArray<ScrumboardListPatch>>;
  /** Member ids, or member objects. */
  readonly members?: InputMaybe<ReadonlyArray<Scalars['Ref']['input']>>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

/** A card in a list. */
export type ScrumboardCard = {
  readonly __typename?: 'ScrumboardCard';
  readonly boardId: Scalars['ID']['output'];
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly dueDate?: Maybe<Scalars['DateTime']['output']>;
  readonly id: Scalars['ID']['output'];
  /** The card's labels, as label objects (stored as ids). */
  readonly labels: ReadonlyArray<ScrumboardLabel>;
  readonly listId: Scalars['ID']['output'];
  readonly position: Scalars['Float']['output'];
  readonly title: Scalars['String']['output'];
};

/**
 * A new card. The list must exist; the board is the list's board. Without a position it
 * goes after the list's last card. `id` is ignored.
 */
export type ScrumboardCardInput = {
  readonly boardId?: InputMaybe<Scalars['ID']['input']>;
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** Label ids or label objects of the card's board. */
  readonly labels?: InputMaybe<ReadonlyArray<Scalars['Ref']['input']>>;
  readonly listId: Scalars['ID']['input'];
  readonly position?: InputMaybe<Scalars['Float']['input']>;
  readonly title: Scalars['String']['input'];
};

/**
 * Fields of a card to change; omitted fields keep their value. A card may move to another
 * list of the same board. In `updateScrumboardCards` the `id` names the card and is required.
 */
export type ScrumboardCardPatch = {
  readonly boardId?: InputMaybe<Scalars['ID']['input']>;
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** Label ids or label objects of the card's board. */
  readonly labels?: InputMaybe<ReadonlyArray<Scalars['Ref']['input']>>;
  readonly listId?: InputMaybe<Scalars['ID']['input']>;
  readonly position?: InputMaybe<Scalars['Float']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

/** A board, or one of its lists, cards or labels, created, changed or deleted. */
export type ScrumboardEvent = {
  readonly __typename?: 'ScrumboardEvent';
  /** The board as it is now. */
  readonly board?: Maybe<ScrumboardBoard>;
  /** The card as it is now (a moved card: its new list and position). */
  readonly card?: Maybe<ScrumboardCard>;
  readonly change: Change;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The label as it is now. */
  readonly label?: Maybe<ScrumboardLabel>;
  /** The list as it is now. */
  readonly list?: Maybe<ScrumboardList>;
};

/** A label of one board. */
export type ScrumboardLabel = {
  readonly __typename?: 'ScrumboardLabel';
  readonly boardId: Scalars['ID']['output'];
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

/** A new label of a board. `id` is ignored. */
export type ScrumboardLabelInput = {
  readonly boardId: Scalars['ID']['input'];
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly title: Scalars['String']['input'];
};

/** A label's new title. A label cannot move to another board. */
export type ScrumboardLabelPatch = {
  readonly boardId?: InputMaybe<Scalars['ID']['input']>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly title: Scalars['String']['input'];
};

/** A column of a board. */
export type ScrumboardList = {
  readonly __typename?: 'ScrumboardList';
  readonly boardId: Scalars['ID']['output'];
  /** The list's cards, by position. */
  readonly cards: ReadonlyArray<ScrumboardCard>;
  readonly id: Scalars['ID']['output'];
  readonly position: Scalars['Float']['output'];
  readonly title: Scalars['String']['output'];
};

/**
 * A new list. Without a position it goes after the board's last list. `id` and `cards`
 * are accepted so a list can be sent as the client holds it, and are ignored.
 */
export type ScrumboardListInput = {
  readonly boardId: Scalars['ID']['input'];
  readonly cards?: InputMaybe<ReadonlyArray<ScrumboardCardPatch>>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly position?: InputMaybe<Scalars['Float']['input']>;
  readonly title: Scalars['String']['input'];
};

/**
 * Fields of a list to change; omitted fields keep their value. A list cannot move to
 * another board. `cards` is accepted and ignored (cards change through card operations).
 * In `updateScrumboardLists` the `id` names the list and is required.
 */
export type ScrumboardListPatch = {
  readonly boardId?: InputMaybe<Scalars['ID']['input']>;
  readonly cards?: InputMaybe<ReadonlyArray<ScrumboardCardPatch>>;
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly position?: InputMaybe<Scalars['Float']['input']>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
};

/** A person who can work on boards. */
export type ScrumboardMember = {
  readonly __typename?: 'ScrumboardMember';
  /** Avatar image path. */
  readonly avatar?: Maybe<Scalars['String']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
};

export type SearchGroup =
  | 'contacts'
  | 'pages'
  | 'tasks';

/** One hit of the global search: what to show (`value`) and where it leads (`link`). */
export type SearchResult = {
  readonly id: Scalars['ID']['output'];
  /** In-app route of the hit. */
  readonly link: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

/** The hits of one kind, in the order contacts, pages, tasks; only kinds with hits appear. */
export type SearchResultSet = {
  readonly __typename?: 'SearchResultSet';
  readonly id: SearchGroup;
  readonly label: Scalars['String']['output'];
  readonly results: ReadonlyArray<SearchResult>;
};

/** A link the user pinned in the shell's shortcuts panel. */
export type Shortcut = {
  readonly __typename?: 'Shortcut';
  readonly description?: Maybe<Scalars['String']['output']>;
  readonly icon: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly label: Scalars['String']['output'];
  /** Where it leads: an app path such as /apps/mailbox, or an http(s) URL. */
  readonly link: Scalars['String']['output'];
  /** True: the link is an in-app route; false: a plain link. */
  readonly useRouter: Scalars['Boolean']['output'];
};

/** A shortcut as the form sends it: label, icon, link and useRouter are required, description is optional. */
export type ShortcutInput = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly icon: Scalars['String']['input'];
  /** Ignored: the id is chosen by the server or given as an argument. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly label: Scalars['String']['input'];
  /** An app path starting with a single / (such as /apps/mailbox?tab=inbox#top) or an absolute http:// or https:// URL. Anything else (javascript:, data:, //host, a relative path, blank) answers `BAD_USER_INPUT` and changes nothing. Surrounding spaces are dropped. */
  readonly link: Scalars['String']['input'];
  readonly useRouter: Scalars['Boolean']['input'];
};

/** Changes to a shortcut: fields left out keep their value; label, icon, link and useRouter cannot be emptied. */
export type ShortcutPatch = {
  readonly description?: InputMaybe<Scalars['String']['input']>;
  readonly icon?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the shortcut is named by the mutation's id argument. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly label?: InputMaybe<Scalars['String']['input']>;
  /** An app path starting with a single / (such as /apps/mailbox?tab=inbox#top) or an absolute http:// or https:// URL. Anything else (javascript:, data:, //host, a relative path, blank) answers `BAD_USER_INPUT` and changes nothing. Surrounding spaces are dropped. */
  readonly link?: InputMaybe<Scalars['String']['input']>;
  readonly useRouter?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SignUpInput = {
  /** Whether the person accepted the terms of service. */
  readonly agreements?: InputMaybe<Scalars['Boolean']['input']>;
  readonly company?: InputMaybe<Scalars['String']['input']>;
  readonly email: Scalars['String']['input'];
  readonly name: Scalars['String']['input'];
  readonly password: Scalars['String']['input'];
};

/**
 * Live updates, over WebSocket on the same `/graphql` path (the graphql-ws protocol, as
 * Apollo Client and Apollo Sandbox speak it). Send the token in `connection_init`:
 * `{ "authorization": "Bearer <token>" }`. Each event is sent once the write that caused
 * it is committed, whether it came through GraphQL, the REST routes or another server
 * sharing the database.
 */
export type Subscription = {
  readonly __typename?: 'Subscription';
  /** Every change to the chats and their messages (the chat app and the quick chat). */
  readonly chatChanged: ChatEvent;
  /** Every change to the contacts and their tags. */
  readonly contactsChanged: ContactEvent;
  /** Every change to the mailbox's mails and labels. */
  readonly mailboxChanged: MailboxEvent;
  /** Every change to the messages (the toolbar's messages panel and its badge). */
  readonly messagesChanged: MessageEvent;
  /** Every change to the notes and their labels. */
  readonly notesChanged: NoteEvent;
  /** Every change to the notifications (the toolbar's notifications panel and its badge). */
  readonly notificationsChanged: NotificationEvent;
  /**
   * Every change to one board, its lists, cards and labels; without `boardId`, every
   * change to any board itself (the boards page).
   */
  readonly scrumboardChanged: ScrumboardEvent;
  /** Every change to the tasks and their tags. */
  readonly tasksChanged: TaskEvent;
  /** The signed-in user's own profile, each time it changes (from any window or server). */
  readonly userChanged: User;
};


/**
 * Live updates, over WebSocket on the same `/graphql` path (the graphql-ws protocol, as
 * Apollo Client and Apollo Sandbox speak it). Send the token in `connection_init`:
 * `{ "authorization": "Bearer <token>" }`. Each event is sent once the write that caused
 * it is committed, whether it came through GraphQL, the REST routes or another server
 * sharing the database.
 */
export type SubscriptionScrumboardChangedArgs = {
  boardId?: InputMaybe<Scalars['ID']['input']>;
};

/** A task, or a section heading, of the tasks list. */
export type Task = {
  readonly __typename?: 'Task';
  /** The contact the task is assigned to, by id; null when nobody is. */
  readonly assignedTo?: Maybe<Scalars['ID']['output']>;
  /** New tasks start not completed. */
  readonly completed: Scalars['Boolean']['output'];
  /**
   * A section's counts: the tasks below it, up to the next section. Null for a task. Kept
   * by the server as the list changes, so reading them walks no rows (a few binary
   * searches).
   */
  readonly counts?: Maybe<TaskCounts>;
  readonly dueDate?: Maybe<Scalars['DateTime']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly notes?: Maybe<Scalars['String']['output']>;
  /** Position in the list, from 0 at the top. */
  readonly order: Scalars['Int']['output'];
  /**
   * Where the task stands in the list: the list is in increasing positions. Unlike
   * `order`, it changes only when this task moves (not when one is added or moved above
   * it), so a client can keep its copy of the list in order from the events it hears.
   */
  readonly position: Scalars['Float']['output'];
  /** 0 low, 1 normal (the default), 2 high. */
  readonly priority: Scalars['Int']['output'];
  readonly subTasks: ReadonlyArray<TaskSubTask>;
  /** Ids of `TaskTag`s. */
  readonly tags: ReadonlyArray<Scalars['ID']['output']>;
  /**
   * The title. In `taskSearch` answers it is HTML: the text is escaped (`&`, `<`, `>`,
   * `"`, `'`) and every match of the query is wrapped in `<mark>`, keeping its case.
   */
  readonly title: Scalars['String']['output'];
  readonly type: TaskType;
};

/** How many tasks there are, and how many of them are not completed. Sections are not counted. */
export type TaskCounts = {
  readonly __typename?: 'TaskCounts';
  readonly remaining: Scalars['Int']['output'];
  readonly total: Scalars['Int']['output'];
};

/**
 * A place in the tasks list: a row's position and id. A page continues after it whether
 * or not that row has since moved or been deleted.
 */
export type TaskCursor = {
  readonly __typename?: 'TaskCursor';
  readonly id: Scalars['ID']['output'];
  readonly position: Scalars['Float']['output'];
};

/** A place in the tasks list, as a page's `endCursor` gave it. */
export type TaskCursorInput = {
  readonly id: Scalars['ID']['input'];
  readonly position: Scalars['Float']['input'];
};

/** A task, section or task tag created, changed or deleted. */
export type TaskEvent = {
  readonly __typename?: 'TaskEvent';
  readonly change: Change;
  /** Set when the record was deleted: the fields above are then null. */
  readonly deleted?: Maybe<DeletedRecord>;
  /** The tag as it is now. */
  readonly tag?: Maybe<TaskTag>;
  /** The task as it is now. */
  readonly task?: Maybe<Task>;
};

/**
 * Fields of a task to change. Omitted fields keep their value; fields that always hold a
 * value cannot be set to null. `priority` must be 0, 1 or 2; `tags` must name existing
 * task tags. `order` is ignored here: use `moveTask` or `reorderTasks`.
 */
export type TaskInput = {
  readonly assignedTo?: InputMaybe<Scalars['ID']['input']>;
  readonly completed?: InputMaybe<Scalars['Boolean']['input']>;
  readonly dueDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Ignored by `updateTask` (the `id` argument names the task); required by `reorderTasks`. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly notes?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the order is changed by `moveTask` and `reorderTasks` only. */
  readonly order?: InputMaybe<Scalars['Int']['input']>;
  readonly priority?: InputMaybe<Scalars['Int']['input']>;
  readonly subTasks?: InputMaybe<ReadonlyArray<TaskSubTaskInput>>;
  readonly tags?: InputMaybe<ReadonlyArray<Scalars['ID']['input']>>;
  readonly title?: InputMaybe<Scalars['String']['input']>;
  readonly type?: InputMaybe<TaskType>;
};

/** The whole list's counts (`taskCounts`), kept by the server as the list changes. */
export type TaskListCounts = {
  readonly __typename?: 'TaskListCounts';
  /** Tasks not completed. */
  readonly remaining: Scalars['Int']['output'];
  /** Rows: tasks and sections. */
  readonly rows: Scalars['Int']['output'];
  /** Tasks; sections are not counted. */
  readonly total: Scalars['Int']['output'];
};

/** A page of the tasks list (`tasksPage`). */
export type TaskPage = {
  readonly __typename?: 'TaskPage';
  /** The page's last row, to pass as `after` for the next page; null when the page is empty. */
  readonly endCursor?: Maybe<TaskCursor>;
  /** Whether rows follow this page's last. */
  readonly hasMore: Scalars['Boolean']['output'];
  /** Tasks and sections, in list order. */
  readonly tasks: ReadonlyArray<Task>;
};

/** A task whose title matches. */
export type TaskSearchResult = SearchResult & {
  readonly __typename?: 'TaskSearchResult';
  readonly completed: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly link: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
  readonly value: Scalars['String']['output'];
};

/** A step of a task that can be ticked off on its own. */
export type TaskSubTask = {
  readonly __typename?: 'TaskSubTask';
  readonly completed: Scalars['Boolean']['output'];
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

/** A step of a task as the client sends it; a missing id gets a new one. */
export type TaskSubTaskInput = {
  readonly completed: Scalars['Boolean']['input'];
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly title: Scalars['String']['input'];
};

/** A tag tasks carry, such as `Api` or `Urgent`. */
export type TaskTag = {
  readonly __typename?: 'TaskTag';
  readonly id: Scalars['ID']['output'];
  readonly title: Scalars['String']['output'];
};

/** A tag as the tag editor sends it. */
export type TaskTagInput = {
  /** Ignored: the id is chosen by the server or given as an argument. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  /** Required and not blank. */
  readonly title: Scalars['String']['input'];
};

/** A row of the tasks list: a task, or a section heading that groups the tasks below it. */
export type TaskType =
  | 'section'
  | 'task';

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
  readonly __typename?: 'User';
  /** A few words about the person, shown on their profile; empty when none. */
  readonly about: Scalars['String']['output'];
  /** Image path or URL; null shows the initials. */
  readonly avatar?: Maybe<Scalars['String']['output']>;
  readonly email: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly name: Scalars['String']['output'];
  readonly status: UserStatus;
};

/** Fields to change on the profile; omitted fields keep their value. */
export type UserInput = {
  readonly about?: InputMaybe<Scalars['String']['input']>;
  readonly avatar?: InputMaybe<Scalars['String']['input']>;
  readonly email?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the profile is always the signed-in user's. Accepted so a whole profile can be sent back. */
  readonly id?: InputMaybe<Scalars['ID']['input']>;
  readonly name?: InputMaybe<Scalars['String']['input']>;
  readonly status?: InputMaybe<UserStatus>;
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




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  SearchResult:
    | ( SearchResultRecord )
    | ( SearchResultRecord )
    | ( SearchResultRecord )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcademyCategory: ResolverTypeWrapper<AcademyCategory>;
  AcademyCourse: ResolverTypeWrapper<AcademyCourse>;
  AcademyCourseProgress: ResolverTypeWrapper<AcademyCourseProgress>;
  AcademyCourseStep: ResolverTypeWrapper<AcademyCourseStep>;
  Activity: ResolverTypeWrapper<Activity>;
  AnalyticsAudience: ResolverTypeWrapper<AnalyticsAudience>;
  AnalyticsDashboard: ResolverTypeWrapper<AnalyticsDashboard>;
  AnalyticsVisitors: ResolverTypeWrapper<AnalyticsVisitors>;
  AnalyticsVisitorsVsPageViews: ResolverTypeWrapper<AnalyticsVisitorsVsPageViews>;
  AuthPayload: ResolverTypeWrapper<AuthPayloadRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Change: Change;
  Chat: ResolverTypeWrapper<ChatRecord>;
  ChatContact: ResolverTypeWrapper<ChatContact>;
  ChatContactAttachments: ResolverTypeWrapper<ChatContactAttachments>;
  ChatContactDetails: ResolverTypeWrapper<ChatContactDetails>;
  ChatEvent: ResolverTypeWrapper<LiveEvent>;
  ChatInput: ChatInput;
  ChatMessage: ResolverTypeWrapper<ChatMessageRecord>;
  ChatProfile: ResolverTypeWrapper<ChatProfile>;
  ChatProfileInput: ChatProfileInput;
  Cliente: ResolverTypeWrapper<Cliente>;
  Contact: ResolverTypeWrapper<ContactRecord>;
  ContactCountry: ResolverTypeWrapper<ContactCountry>;
  ContactEmail: ResolverTypeWrapper<ContactEmail>;
  ContactEmailInput: ContactEmailInput;
  ContactEvent: ResolverTypeWrapper<LiveEvent>;
  ContactInput: ContactInput;
  ContactJob: ResolverTypeWrapper<ContactJob>;
  ContactPage: ResolverTypeWrapper<Omit<ContactPage, 'contacts'> & { contacts: ReadonlyArray<ResolversTypes['Contact']> }>;
  ContactPhoneNumber: ResolverTypeWrapper<ContactPhoneNumber>;
  ContactPhoneNumberInput: ContactPhoneNumberInput;
  ContactSearchResult: ResolverTypeWrapper<SearchResultRecord>;
  ContactTag: ResolverTypeWrapper<ContactTag>;
  ContactTagInput: ContactTagInput;
  CryptoBitcoin: ResolverTypeWrapper<CryptoBitcoin>;
  CryptoCoinValues: ResolverTypeWrapper<CryptoCoinValues>;
  CryptoDashboard: ResolverTypeWrapper<CryptoDashboard>;
  CryptoPriceChart: ResolverTypeWrapper<CryptoPriceChart>;
  CryptoWatchlistItem: ResolverTypeWrapper<CryptoWatchlistItem>;
  DashboardAmountChart: ResolverTypeWrapper<DashboardAmountChart>;
  DashboardChartPoint: ResolverTypeWrapper<DashboardChartPoint>;
  DashboardChartPointSeries: ResolverTypeWrapper<DashboardChartPointSeries>;
  DashboardChartSeries: ResolverTypeWrapper<DashboardChartSeries>;
  DashboardPointSeriesByYear: ResolverTypeWrapper<DashboardPointSeriesByYear>;
  DashboardTrend: ResolverTypeWrapper<DashboardTrend>;
  DashboardTrendDirection: DashboardTrendDirection;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletedRecord: ResolverTypeWrapper<DeletedRecord>;
  EstadoProyecto: EstadoProyecto;
  FileManagerFolderContents: ResolverTypeWrapper<FileManagerFolderContents>;
  FileManagerItem: ResolverTypeWrapper<FileManagerItem>;
  FileManagerItemType: FileManagerItemType;
  FileUpload: FileUpload;
  FinanceAccountBalance: ResolverTypeWrapper<FinanceAccountBalance>;
  FinanceBudget: ResolverTypeWrapper<FinanceBudget>;
  FinanceDashboard: ResolverTypeWrapper<FinanceDashboard>;
  FinanceStatement: ResolverTypeWrapper<FinanceStatement>;
  FinanceStatementStatus: FinanceStatementStatus;
  FinanceTransaction: ResolverTypeWrapper<FinanceTransaction>;
  FinanceTransactionStatus: FinanceTransactionStatus;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HelpCenterFaq: ResolverTypeWrapper<HelpCenterFaq>;
  HelpCenterFaqCategory: ResolverTypeWrapper<HelpCenterFaqCategory>;
  HelpCenterGuide: ResolverTypeWrapper<HelpCenterGuide>;
  HelpCenterGuideCategory: ResolverTypeWrapper<HelpCenterGuideCategory>;
  HelpCenterSupportRequest: ResolverTypeWrapper<HelpCenterSupportRequest>;
  HelpCenterSupportRequestInput: HelpCenterSupportRequestInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IconSet: ResolverTypeWrapper<IconSetRecord>;
  IconSetName: IconSetName;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integracion: ResolverTypeWrapper<Integracion>;
  InventoryBrand: ResolverTypeWrapper<InventoryBrand>;
  InventoryCategory: ResolverTypeWrapper<InventoryCategory>;
  InventoryPagination: ResolverTypeWrapper<InventoryPagination>;
  InventoryProduct: ResolverTypeWrapper<InventoryProduct>;
  InventoryProductInput: InventoryProductInput;
  InventoryProductPage: ResolverTypeWrapper<InventoryProductPage>;
  InventoryProductSort: InventoryProductSort;
  InventoryTag: ResolverTypeWrapper<InventoryTag>;
  InventoryTagInput: InventoryTagInput;
  InventoryVendor: ResolverTypeWrapper<InventoryVendor>;
  Mail: ResolverTypeWrapper<MailRecord>;
  MailAttachment: ResolverTypeWrapper<MailAttachment>;
  MailComposeInput: MailComposeInput;
  MailContact: ResolverTypeWrapper<MailContact>;
  MailFilter: ResolverTypeWrapper<MailFilter>;
  MailFolder: ResolverTypeWrapper<MailFolder>;
  MailInput: MailInput;
  MailLabel: ResolverTypeWrapper<MailLabel>;
  MailLabelInput: MailLabelInput;
  MailPage: ResolverTypeWrapper<Omit<MailPage, 'mails'> & { mails?: Maybe<ReadonlyArray<ResolversTypes['Mail']>> }>;
  MailPagination: ResolverTypeWrapper<MailPagination>;
  MailboxEvent: ResolverTypeWrapper<LiveEvent>;
  MailboxMessageLayout: MailboxMessageLayout;
  MailboxSettings: ResolverTypeWrapper<MailboxSettings>;
  MailboxSettingsInput: MailboxSettingsInput;
  Message: ResolverTypeWrapper<FeedItemRecord>;
  MessageEvent: ResolverTypeWrapper<LiveEvent>;
  MessageInput: MessageInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Omit<Navigation, 'compact' | 'default' | 'futuristic' | 'horizontal'> & { compact: ReadonlyArray<ResolversTypes['NavigationItem']>, default: ReadonlyArray<ResolversTypes['NavigationItem']>, futuristic: ReadonlyArray<ResolversTypes['NavigationItem']>, horizontal: ReadonlyArray<ResolversTypes['NavigationItem']> }>;
  NavigationBadge: ResolverTypeWrapper<NavigationBadge>;
  NavigationItem: ResolverTypeWrapper<NavigationItemRecord>;
  NavigationItemType: NavigationItemType;
  Note: ResolverTypeWrapper<NoteRecord>;
  NoteEvent: ResolverTypeWrapper<LiveEvent>;
  NoteInput: NoteInput;
  NoteLabel: ResolverTypeWrapper<NoteLabel>;
  NoteLabelInput: NoteLabelInput;
  NoteTask: ResolverTypeWrapper<NoteTask>;
  NoteTaskInput: NoteTaskInput;
  Notification: ResolverTypeWrapper<FeedItemRecord>;
  NotificationEvent: ResolverTypeWrapper<LiveEvent>;
  NotificationInput: NotificationInput;
  PageSearchResult: ResolverTypeWrapper<SearchResultRecord>;
  ProjectBudgetDetails: ResolverTypeWrapper<ProjectBudgetDetails>;
  ProjectBudgetDistribution: ResolverTypeWrapper<ProjectBudgetDistribution>;
  ProjectBudgetRow: ResolverTypeWrapper<ProjectBudgetRow>;
  ProjectDashboard: ResolverTypeWrapper<ProjectDashboard>;
  ProjectGithubIssues: ResolverTypeWrapper<ProjectGithubIssues>;
  ProjectIssueOverview: ResolverTypeWrapper<ProjectIssueOverview>;
  ProjectIssueOverviewByWeek: ResolverTypeWrapper<ProjectIssueOverviewByWeek>;
  ProjectIssueSeries: ResolverTypeWrapper<ProjectIssueSeries>;
  ProjectIssueSeriesByWeek: ResolverTypeWrapper<ProjectIssueSeriesByWeek>;
  ProjectIssueSeriesType: ProjectIssueSeriesType;
  ProjectSchedule: ResolverTypeWrapper<ProjectSchedule>;
  ProjectScheduleItem: ResolverTypeWrapper<ProjectScheduleItem>;
  ProjectTaskDistribution: ResolverTypeWrapper<ProjectTaskDistribution>;
  ProjectTaskOverview: ResolverTypeWrapper<ProjectTaskOverview>;
  ProjectTaskOverviewByWeek: ResolverTypeWrapper<ProjectTaskOverviewByWeek>;
  ProjectTaskSeriesByWeek: ResolverTypeWrapper<ProjectTaskSeriesByWeek>;
  ProjectTeamMember: ResolverTypeWrapper<ProjectTeamMember>;
  ProyectoCliente: ResolverTypeWrapper<ProyectoCliente>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Ref: ResolverTypeWrapper<Scalars['Ref']['output']>;
  ScrumboardBoard: ResolverTypeWrapper<BoardRecord>;
  ScrumboardBoardInput: ScrumboardBoardInput;
  ScrumboardBoardPatch: ScrumboardBoardPatch;
  ScrumboardCard: ResolverTypeWrapper<CardRecord>;
  ScrumboardCardInput: ScrumboardCardInput;
  ScrumboardCardPatch: ScrumboardCardPatch;
  ScrumboardEvent: ResolverTypeWrapper<LiveEvent>;
  ScrumboardLabel: ResolverTypeWrapper<ScrumboardLabel>;
  ScrumboardLabelInput: ScrumboardLabelInput;
  ScrumboardLabelPatch: ScrumboardLabelPatch;
  ScrumboardList: ResolverTypeWrapper<ListRecord>;
  ScrumboardListInput: ScrumboardListInput;
  ScrumboardListPatch: ScrumboardListPatch;
  ScrumboardMember: ResolverTypeWrapper<ScrumboardMember>;
  SearchGroup: SearchGroup;
  SearchResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SearchResult']>;
  SearchResultSet: ResolverTypeWrapper<SearchResultSetRecord>;
  Shortcut: ResolverTypeWrapper<ShortcutRecord>;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Task: ResolverTypeWrapper<TaskRecord>;
  TaskCounts: ResolverTypeWrapper<TaskCounts>;
  TaskCursor: ResolverTypeWrapper<TaskCursor>;
  TaskCursorInput: TaskCursorInput;
  TaskEvent: ResolverTypeWrapper<LiveEvent>;
  TaskInput: TaskInput;
  TaskListCounts: ResolverTypeWrapper<TaskListCounts>;
  TaskPage: ResolverTypeWrapper<Omit<TaskPage, 'tasks'> & { tasks: ReadonlyArray<ResolversTypes['Task']> }>;
  TaskSearchResult: ResolverTypeWrapper<SearchResultRecord>;
  TaskSubTask: ResolverTypeWrapper<TaskSubTask>;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: ResolverTypeWrapper<TaskTag>;
  TaskTagInput: TaskTagInput;
  TaskType: TaskType;
  TipoIntegracion: TipoIntegracion;
  TokenType: TokenType;
  User: ResolverTypeWrapper<UserRecord>;
  UserInput: UserInput;
  UserStatus: UserStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcademyCategory: AcademyCategory;
  AcademyCourse: AcademyCourse;
  AcademyCourseProgress: AcademyCourseProgress;
  AcademyCourseStep: AcademyCourseStep;
  Activity: Activity;
  AnalyticsAudience: AnalyticsAudience;
  AnalyticsDashboard: AnalyticsDashboard;
  AnalyticsVisitors: AnalyticsVisitors;
  AnalyticsVisitorsVsPageViews: AnalyticsVisitorsVsPageViews;
  AuthPayload: AuthPayloadRecord;
  Boolean: Scalars['Boolean']['output'];
  Chat: ChatRecord;
  ChatContact: ChatContact;
  ChatContactAttachments: ChatContactAttachments;
  ChatContactDetails: ChatContactDetails;
  ChatEvent: LiveEvent;
  ChatInput: ChatInput;
  ChatMessage: ChatMessageRecord;
  ChatProfile: ChatProfile;
  ChatProfileInput: ChatProfileInput;
  Cliente: Cliente;
  Contact: ContactRecord;
  ContactCountry: ContactCountry;
  ContactEmail: ContactEmail;
  ContactEmailInput: ContactEmailInput;
  ContactEvent: LiveEvent;
  ContactInput: ContactInput;
  ContactJob: ContactJob;
  ContactPage: Omit<ContactPage, 'contacts'> & { contacts: ReadonlyArray<ResolversParentTypes['Contact']> };
  ContactPhoneNumber: ContactPhoneNumber;
  ContactPhoneNumberInput: ContactPhoneNumberInput;
  ContactSearchResult: SearchResultRecord;
  ContactTag: ContactTag;
  ContactTagInput: ContactTagInput;
  CryptoBitcoin: CryptoBitcoin;
  CryptoCoinValues: CryptoCoinValues;
  CryptoDashboard: CryptoDashboard;
  CryptoPriceChart: CryptoPriceChart;
  CryptoWatchlistItem: CryptoWatchlistItem;
  DashboardAmountChart: DashboardAmountChart;
  DashboardChartPoint: DashboardChartPoint;
  DashboardChartPointSeries: DashboardChartPointSeries;
  DashboardChartSeries: DashboardChartSeries;
  DashboardPointSeriesByYear: DashboardPointSeriesByYear;
  DashboardTrend: DashboardTrend;
  DateTime: Scalars['DateTime']['output'];
  DeletedRecord: DeletedRecord;
  FileManagerFolderContents: FileManagerFolderContents;
  FileManagerItem: FileManagerItem;
  FileUpload: FileUpload;
  FinanceAccountBalance: FinanceAccountBalance;
  FinanceBudget: FinanceBudget;
  FinanceDashboard: FinanceDashboard;
  FinanceStatement: FinanceStatement;
  FinanceTransaction: FinanceTransaction;
  Float: Scalars['Float']['output'];
  HelpCenterFaq: HelpCenterFaq;
  HelpCenterFaqCategory: HelpCenterFaqCategory;
  HelpCenterGuide: HelpCenterGuide;
  HelpCenterGuideCategory: HelpCenterGuideCategory;
  HelpCenterSupportRequest: HelpCenterSupportRequest;
  HelpCenterSupportRequestInput: HelpCenterSupportRequestInput;
  ID: Scalars['ID']['output'];
  IconSet: IconSetRecord;
  Int: Scalars['Int']['output'];
  Integracion: Integracion;
  InventoryBrand: InventoryBrand;
  InventoryCategory: InventoryCategory;
  InventoryPagination: InventoryPagination;
  InventoryProduct: InventoryProduct;
  InventoryProductInput: InventoryProductInput;
  InventoryProductPage: InventoryProductPage;
  InventoryTag: InventoryTag;
  InventoryTagInput: InventoryTagInput;
  InventoryVendor: InventoryVendor;
  Mail: MailRecord;
  MailAttachment: MailAttachment;
  MailComposeInput: MailComposeInput;
  MailContact: MailContact;
  MailFilter: MailFilter;
  MailFolder: MailFolder;
  MailInput: MailInput;
  MailLabel: MailLabel;
  MailLabelInput: MailLabelInput;
  MailPage: Omit<MailPage, 'mails'> & { mails?: Maybe<ReadonlyArray<ResolversParentTypes['Mail']>> };
  MailPagination: MailPagination;
  MailboxEvent: LiveEvent;
  MailboxSettings: MailboxSettings;
  MailboxSettingsInput: MailboxSettingsInput;
  Message: FeedItemRecord;
  MessageEvent: LiveEvent;
  MessageInput: MessageInput;
  Mutation: Record<PropertyKey, never>;
  Navigation: Omit<Navigation, 'compact' | 'default' | 'futuristic' | 'horizontal'> & { compact: ReadonlyArray<ResolversParentTypes['NavigationItem']>, default: ReadonlyArray<ResolversParentTypes['NavigationItem']>, futuristic: ReadonlyArray<ResolversParentTypes['NavigationItem']>, horizontal: ReadonlyArray<ResolversParentTypes['NavigationItem']> };
  NavigationBadge: NavigationBadge;
  NavigationItem: NavigationItemRecord;
  Note: NoteRecord;
  NoteEvent: LiveEvent;
  NoteInput: NoteInput;
  NoteLabel: NoteLabel;
  NoteLabelInput: NoteLabelInput;
  NoteTask: NoteTask;
  NoteTaskInput: NoteTaskInput;
  Notification: FeedItemRecord;
  NotificationEvent: LiveEvent;
  NotificationInput: NotificationInput;
  PageSearchResult: SearchResultRecord;
  ProjectBudgetDetails: ProjectBudgetDetails;
  ProjectBudgetDistribution: ProjectBudgetDistribution;
  ProjectBudgetRow: ProjectBudgetRow;
  ProjectDashboard: ProjectDashboard;
  ProjectGithubIssues: ProjectGithubIssues;
  ProjectIssueOverview: ProjectIssueOverview;
  ProjectIssueOverviewByWeek: ProjectIssueOverviewByWeek;
  ProjectIssueSeries: ProjectIssueSeries;
  ProjectIssueSeriesByWeek: ProjectIssueSeriesByWeek;
  ProjectSchedule: ProjectSchedule;
  ProjectScheduleItem: ProjectScheduleItem;
  ProjectTaskDistribution: ProjectTaskDistribution;
  ProjectTaskOverview: ProjectTaskOverview;
  ProjectTaskOverviewByWeek: ProjectTaskOverviewByWeek;
  ProjectTaskSeriesByWeek: ProjectTaskSeriesByWeek;
  ProjectTeamMember: ProjectTeamMember;
  ProyectoCliente: ProyectoCliente;
  Query: Record<PropertyKey, never>;
  Ref: Scalars['Ref']['output'];
  ScrumboardBoard: BoardRecord;
  ScrumboardBoardInput: ScrumboardBoardInput;
  ScrumboardBoardPatch: ScrumboardBoardPatch;
  ScrumboardCard: CardRecord;
  ScrumboardCardInput: ScrumboardCardInput;
  ScrumboardCardPatch: ScrumboardCardPatch;
  ScrumboardEvent: LiveEvent;
  ScrumboardLabel: ScrumboardLabel;
  ScrumboardLabelInput: ScrumboardLabelInput;
  ScrumboardLabelPatch: ScrumboardLabelPatch;
  ScrumboardList: ListRecord;
  ScrumboardListInput: ScrumboardListInput;
  ScrumboardListPatch: ScrumboardListPatch;
  ScrumboardMember: ScrumboardMember;
  SearchResult: ResolversInterfaceTypes<ResolversParentTypes>['SearchResult'];
  SearchResultSet: SearchResultSetRecord;
  Shortcut: ShortcutRecord;
  ShortcutInput: ShortcutInput;
  ShortcutPatch: ShortcutPatch;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Task: TaskRecord;
  TaskCounts: TaskCounts;
  TaskCursor: TaskCursor;
  TaskCursorInput: TaskCursorInput;
  TaskEvent: LiveEvent;
  TaskInput: TaskInput;
  TaskListCounts: TaskListCounts;
  TaskPage: Omit<TaskPage, 'tasks'> & { tasks: ReadonlyArray<ResolversParentTypes['Task']> };
  TaskSearchResult: SearchResultRecord;
  TaskSubTask: TaskSubTask;
  TaskSubTaskInput: TaskSubTaskInput;
  TaskTag: TaskTag;
  TaskTagInput: TaskTagInput;
  User: UserRecord;
  UserInput: UserInput;
};

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcademyCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AcademyCategory'] = ResolversParentTypes['AcademyCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AcademyCourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AcademyCourse'] = ResolversParentTypes['AcademyCourse']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['AcademyCourseProgress'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<ReadonlyArray<ResolversTypes['AcademyCourseStep']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSteps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AcademyCourseProgressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AcademyCourseProgress'] = ResolversParentTypes['AcademyCourseProgress']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AcademyCourseStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AcademyCourseStep'] = ResolversParentTypes['AcademyCourseStep']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extraContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkedContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AnalyticsAudienceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnalyticsAudience'] = ResolversParentTypes['AnalyticsAudience']> = {
  labels?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  uniqueVisitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnalyticsDashboard'] = ResolversParentTypes['AnalyticsDashboard']> = {
  age?: Resolver<ResolversTypes['AnalyticsAudience'], ParentType, ContextType>;
  conversions?: Resolver<ResolversTypes['DashboardAmountChart'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['AnalyticsAudience'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['DashboardAmountChart'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['AnalyticsAudience'], ParentType, ContextType>;
  newVsReturning?: Resolver<ResolversTypes['AnalyticsAudience'], ParentType, ContextType>;
  visitors?: Resolver<ResolversTypes['AnalyticsVisitors'], ParentType, ContextType>;
  visitorsVsPageViews?: Resolver<ResolversTypes['AnalyticsVisitorsVsPageViews'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['DashboardAmountChart'], ParentType, ContextType>;
};

export type AnalyticsVisitorsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnalyticsVisitors'] = ResolversParentTypes['AnalyticsVisitors']> = {
  series?: Resolver<ResolversTypes['DashboardPointSeriesByYear'], ParentType, ContextType>;
};

export type AnalyticsVisitorsVsPageViewsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AnalyticsVisitorsVsPageViews'] = ResolversParentTypes['AnalyticsVisitorsVsPageViews']> = {
  averageRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overallScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  predictedRatio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPointSeries']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<Maybe<ResolversTypes['Query']>, ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['TokenType'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ChatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Chat'] = ResolversParentTypes['Chat']> = {
  contact?: Resolver<ResolversTypes['ChatContact'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  messages?: Resolver<ReadonlyArray<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContact'] = ResolversParentTypes['ChatContact']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attachments?: Resolver<ResolversTypes['ChatContactAttachments'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['ChatContactDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatContactAttachmentsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContactAttachments'] = ResolversParentTypes['ChatContactAttachments']> = {
  docs?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatContactDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatContactDetails'] = ResolversParentTypes['ChatContactDetails']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<ReadonlyArray<ResolversTypes['ContactEmail']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<ReadonlyArray<ResolversTypes['ContactPhoneNumber']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatEvent'] = ResolversParentTypes['ChatEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  chat?: Resolver<Maybe<ResolversTypes['Chat']>, ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  chatId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatProfileResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ChatProfile'] = ResolversParentTypes['ChatProfile']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClienteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cliente'] = ResolversParentTypes['Cliente']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  razonSocial?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emails?: Resolver<ReadonlyArray<ResolversTypes['ContactEmail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['ContactJob'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<ReadonlyArray<ResolversTypes['ContactPhoneNumber']>, ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactCountryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactCountry'] = ResolversParentTypes['ContactCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagImagePos?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactEmailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactEmail'] = ResolversParentTypes['ContactEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactEvent'] = ResolversParentTypes['ContactEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['ContactTag']>, ParentType, ContextType>;
};

export type ContactJobResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactJob'] = ResolversParentTypes['ContactJob']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactPage'] = ResolversParentTypes['ContactPage']> = {
  contacts?: Resolver<ReadonlyArray<ResolversTypes['Contact']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactPhoneNumberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactPhoneNumber'] = ResolversParentTypes['ContactPhoneNumber']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactSearchResult'] = ResolversParentTypes['ContactSearchResult']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactTag'] = ResolversParentTypes['ContactTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CryptoBitcoinResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptoBitcoin'] = ResolversParentTypes['CryptoBitcoin']> = {
  allTimeHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketCap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CryptoPriceChart'], ParentType, ContextType>;
  supply?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['DashboardTrend'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CryptoCoinValuesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptoCoinValues'] = ResolversParentTypes['CryptoCoinValues']> = {
  btc?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  eth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sol?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  xrp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CryptoDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptoDashboard'] = ResolversParentTypes['CryptoDashboard']> = {
  btc?: Resolver<ResolversTypes['CryptoBitcoin'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['CryptoCoinValues'], ParentType, ContextType>;
  wallets?: Resolver<ResolversTypes['CryptoCoinValues'], ParentType, ContextType>;
  watchlist?: Resolver<ReadonlyArray<ResolversTypes['CryptoWatchlistItem']>, ParentType, ContextType>;
};

export type CryptoPriceChartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptoPriceChart'] = ResolversParentTypes['CryptoPriceChart']> = {
  series?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPointSeries']>, ParentType, ContextType>;
};

export type CryptoWatchlistItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CryptoWatchlistItem'] = ResolversParentTypes['CryptoWatchlistItem']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPointSeries']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trend?: Resolver<ResolversTypes['DashboardTrend'], ParentType, ContextType>;
};

export type DashboardAmountChartResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardAmountChart'] = ResolversParentTypes['DashboardAmountChart']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartSeries']>, ParentType, ContextType>;
};

export type DashboardChartPointResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardChartPoint'] = ResolversParentTypes['DashboardChartPoint']> = {
  x?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DashboardChartPointSeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardChartPointSeries'] = ResolversParentTypes['DashboardChartPointSeries']> = {
  data?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardChartSeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardChartSeries'] = ResolversParentTypes['DashboardChartSeries']> = {
  data?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardPointSeriesByYearResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardPointSeriesByYear'] = ResolversParentTypes['DashboardPointSeriesByYear']> = {
  lastYear?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPointSeries']>, ParentType, ContextType>;
  thisYear?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPointSeries']>, ParentType, ContextType>;
};

export type DashboardTrendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DashboardTrend'] = ResolversParentTypes['DashboardTrend']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dir?: Resolver<ResolversTypes['DashboardTrendDirection'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletedRecordResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletedRecord'] = ResolversParentTypes['DeletedRecord']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileManagerFolderContentsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FileManagerFolderContents'] = ResolversParentTypes['FileManagerFolderContents']> = {
  files?: Resolver<ReadonlyArray<ResolversTypes['FileManagerItem']>, ParentType, ContextType>;
  folders?: Resolver<ReadonlyArray<ResolversTypes['FileManagerItem']>, ParentType, ContextType>;
  path?: Resolver<ReadonlyArray<ResolversTypes['FileManagerItem']>, ParentType, ContextType>;
};

export type FileManagerItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FileManagerItem'] = ResolversParentTypes['FileManagerItem']> = {
  contents?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  folderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FileManagerItemType'], ParentType, ContextType>;
};

export type FinanceAccountBalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceAccountBalance'] = ResolversParentTypes['FinanceAccountBalance']> = {
  ami?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  growRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartPointSeries']>, ParentType, ContextType>;
};

export type FinanceBudgetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceBudget'] = ResolversParentTypes['FinanceBudget']> = {
  bills?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billsLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expensesLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  savingsGoal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FinanceDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceDashboard'] = ResolversParentTypes['FinanceDashboard']> = {
  accountBalance?: Resolver<ResolversTypes['FinanceAccountBalance'], ParentType, ContextType>;
  budget?: Resolver<ResolversTypes['FinanceBudget'], ParentType, ContextType>;
  currentStatement?: Resolver<ResolversTypes['FinanceStatement'], ParentType, ContextType>;
  previousStatement?: Resolver<ResolversTypes['FinanceStatement'], ParentType, ContextType>;
  recentTransactions?: Resolver<ReadonlyArray<ResolversTypes['FinanceTransaction']>, ParentType, ContextType>;
};

export type FinanceStatementResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceStatement'] = ResolversParentTypes['FinanceStatement']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FinanceStatementStatus'], ParentType, ContextType>;
};

export type FinanceTransactionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FinanceTransaction'] = ResolversParentTypes['FinanceTransaction']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FinanceTransactionStatus'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpCenterFaqResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HelpCenterFaq'] = ResolversParentTypes['HelpCenterFaq']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpCenterFaqCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HelpCenterFaqCategory'] = ResolversParentTypes['HelpCenterFaqCategory']> = {
  faqs?: Resolver<ReadonlyArray<ResolversTypes['HelpCenterFaq']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpCenterGuideResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HelpCenterGuide'] = ResolversParentTypes['HelpCenterGuide']> = {
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelpCenterGuideCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HelpCenterGuideCategory'] = ResolversParentTypes['HelpCenterGuideCategory']> = {
  guides?: Resolver<ReadonlyArray<ResolversTypes['HelpCenterGuide']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalGuides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visibleGuides?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HelpCenterSupportRequestResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HelpCenterSupportRequest'] = ResolversParentTypes['HelpCenterSupportRequest']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IconSetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IconSet'] = ResolversParentTypes['IconSet']> = {
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  list?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namespace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegracionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Integracion'] = ResolversParentTypes['Integracion']> = {
  activa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nombre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proveedor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['TipoIntegracion'], ParentType, ContextType>;
  ultimaSincronizacion?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type InventoryBrandResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryBrand'] = ResolversParentTypes['InventoryBrand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryCategory'] = ResolversParentTypes['InventoryCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryPaginationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryPagination'] = ResolversParentTypes['InventoryPagination']> = {
  endIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InventoryProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryProduct'] = ResolversParentTypes['InventoryProduct']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  barcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InventoryProductPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryProductPage'] = ResolversParentTypes['InventoryProductPage']> = {
  pagination?: Resolver<ResolversTypes['InventoryPagination'], ParentType, ContextType>;
  products?: Resolver<Maybe<ReadonlyArray<ResolversTypes['InventoryProduct']>>, ParentType, ContextType>;
};

export type InventoryTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryTag'] = ResolversParentTypes['InventoryTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InventoryVendorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InventoryVendor'] = ResolversParentTypes['InventoryVendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mail'] = ResolversParentTypes['Mail']> = {
  attachments?: Resolver<ReadonlyArray<ResolversTypes['MailAttachment']>, ParentType, ContextType>;
  bcc?: Resolver<Maybe<ReadonlyArray<ResolversTypes['String']>>, ParentType, ContextType>;
  bccCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cc?: Resolver<Maybe<ReadonlyArray<ResolversTypes['String']>>, ParentType, ContextType>;
  ccCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['MailContact'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  starred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MailAttachmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailAttachment'] = ResolversParentTypes['MailAttachment']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailContactResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailContact'] = ResolversParentTypes['MailContact']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailFilterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailFilter'] = ResolversParentTypes['MailFilter']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailFolderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailFolder'] = ResolversParentTypes['MailFolder']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailLabel'] = ResolversParentTypes['MailLabel']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailPage'] = ResolversParentTypes['MailPage']> = {
  mails?: Resolver<Maybe<ReadonlyArray<ResolversTypes['Mail']>>, ParentType, ContextType>;
  pagination?: Resolver<ResolversTypes['MailPagination'], ParentType, ContextType>;
};

export type MailPaginationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailPagination'] = ResolversParentTypes['MailPagination']> = {
  currentPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultsPerPage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalResults?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MailboxEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailboxEvent'] = ResolversParentTypes['MailboxEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  folders?: Resolver<ReadonlyArray<ResolversTypes['MailFolder']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['MailLabel']>, ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['Mail']>, ParentType, ContextType>;
};

export type MailboxSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MailboxSettings'] = ResolversParentTypes['MailboxSettings']> = {
  messageLayout?: Resolver<ResolversTypes['MailboxMessageLayout'], ParentType, ContextType>;
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

export type MessageEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessageEvent'] = ResolversParentTypes['MessageEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addNoteTask?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationAddNoteTaskArgs, 'note' | 'task'>>;
  createChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationCreateChatArgs, 'contactId'>>;
  createContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, Partial<MutationCreateContactArgs>>;
  createContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationCreateContactTagArgs, 'tag'>>;
  createInventoryProduct?: Resolver<ResolversTypes['InventoryProduct'], ParentType, ContextType>;
  createInventoryTag?: Resolver<ResolversTypes['InventoryTag'], ParentType, ContextType, RequireFields<MutationCreateInventoryTagArgs, 'tag'>>;
  createMailLabel?: Resolver<ResolversTypes['MailLabel'], ParentType, ContextType, RequireFields<MutationCreateMailLabelArgs, 'label'>>;
  createMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationCreateMessageArgs, 'message'>>;
  createNote?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationCreateNoteArgs, 'note'>>;
  createNoteLabel?: Resolver<ReadonlyArray<ResolversTypes['NoteLabel']>, ParentType, ContextType, RequireFields<MutationCreateNoteLabelArgs, 'title'>>;
  createNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationCreateNotificationArgs, 'notification'>>;
  createScrumboardBoard?: Resolver<ResolversTypes['ScrumboardBoard'], ParentType, ContextType, RequireFields<MutationCreateScrumboardBoardArgs, 'board'>>;
  createScrumboardCard?: Resolver<ResolversTypes['ScrumboardCard'], ParentType, ContextType, RequireFields<MutationCreateScrumboardCardArgs, 'card'>>;
  createScrumboardLabel?: Resolver<ResolversTypes['ScrumboardLabel'], ParentType, ContextType, RequireFields<MutationCreateScrumboardLabelArgs, 'label'>>;
  createScrumboardList?: Resolver<ResolversTypes['ScrumboardList'], ParentType, ContextType, RequireFields<MutationCreateScrumboardListArgs, 'list'>>;
  createShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationCreateShortcutArgs, 'shortcut'>>;
  createTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationCreateTaskArgs, 'type'>>;
  createTaskTag?: Resolver<ResolversTypes['TaskTag'], ParentType, ContextType, RequireFields<MutationCreateTaskTagArgs, 'tag'>>;
  deleteContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'id'>>;
  deleteContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationDeleteContactTagArgs, 'id'>>;
  deleteInventoryProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInventoryProductArgs, 'id'>>;
  deleteInventoryTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInventoryTagArgs, 'id'>>;
  deleteMailLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMailLabelArgs, 'id'>>;
  deleteMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deleteNote?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationDeleteNoteArgs, 'id'>>;
  deleteNoteLabel?: Resolver<ReadonlyArray<ResolversTypes['NoteLabel']>, ParentType, ContextType, RequireFields<MutationDeleteNoteLabelArgs, 'id'>>;
  deleteNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationDeleteNotificationArgs, 'id'>>;
  deleteScrumboardBoard?: Resolver<ResolversTypes['ScrumboardBoard'], ParentType, ContextType, RequireFields<MutationDeleteScrumboardBoardArgs, 'id'>>;
  deleteScrumboardCard?: Resolver<ResolversTypes['ScrumboardCard'], ParentType, ContextType, RequireFields<MutationDeleteScrumboardCardArgs, 'id'>>;
  deleteScrumboardLabel?: Resolver<ResolversTypes['ScrumboardLabel'], ParentType, ContextType, RequireFields<MutationDeleteScrumboardLabelArgs, 'id'>>;
  deleteScrumboardList?: Resolver<ResolversTypes['ScrumboardList'], ParentType, ContextType, RequireFields<MutationDeleteScrumboardListArgs, 'id'>>;
  deleteShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationDeleteShortcutArgs, 'id'>>;
  deleteTask?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskArgs, 'id'>>;
  deleteTaskTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTaskTagArgs, 'id'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  markAllMessagesRead?: Resolver<ReadonlyArray<ResolversTypes['Message']>, ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ReadonlyArray<ResolversTypes['Notification']>, ParentType, ContextType>;
  moveTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationMoveTaskArgs, 'id'>>;
  reorderTasks?: Resolver<ReadonlyArray<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<MutationReorderTasksArgs, 'tasks'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password'>>;
  saveMailDraft?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<MutationSaveMailDraftArgs, 'mail'>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'chatId' | 'value'>>;
  sendMail?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<MutationSendMailArgs, 'mail'>>;
  sendSupportRequest?: Resolver<ResolversTypes['HelpCenterSupportRequest'], ParentType, ContextType, RequireFields<MutationSendSupportRequestArgs, 'request'>>;
  setMessageRead?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSetMessageReadArgs, 'id' | 'read'>>;
  setNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationSetNotificationReadArgs, 'id' | 'read'>>;
  setScrumboardCardPositions?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardCard']>, ParentType, ContextType, RequireFields<MutationSetScrumboardCardPositionsArgs, 'cards'>>;
  signIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signInWithToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithTokenArgs, 'accessToken'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  unlockSession?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUnlockSessionArgs, 'email' | 'password'>>;
  updateAcademyCourseProgress?: Resolver<ResolversTypes['AcademyCourse'], ParentType, ContextType, RequireFields<MutationUpdateAcademyCourseProgressArgs, 'currentStep' | 'id'>>;
  updateChat?: Resolver<ResolversTypes['Chat'], ParentType, ContextType, RequireFields<MutationUpdateChatArgs, 'chat' | 'id'>>;
  updateChatProfile?: Resolver<ResolversTypes['ChatProfile'], ParentType, ContextType, RequireFields<MutationUpdateChatProfileArgs, 'profile'>>;
  updateContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'contact' | 'id'>>;
  updateContactTag?: Resolver<ResolversTypes['ContactTag'], ParentType, ContextType, RequireFields<MutationUpdateContactTagArgs, 'id' | 'tag'>>;
  updateInventoryProduct?: Resolver<ResolversTypes['InventoryProduct'], ParentType, ContextType, RequireFields<MutationUpdateInventoryProductArgs, 'id' | 'product'>>;
  updateInventoryTag?: Resolver<ResolversTypes['InventoryTag'], ParentType, ContextType, RequireFields<MutationUpdateInventoryTagArgs, 'id' | 'tag'>>;
  updateMailLabel?: Resolver<ResolversTypes['MailLabel'], ParentType, ContextType, RequireFields<MutationUpdateMailLabelArgs, 'id' | 'label'>>;
  updateMailboxMail?: Resolver<ResolversTypes['Mail'], ParentType, ContextType, RequireFields<MutationUpdateMailboxMailArgs, 'id' | 'mail'>>;
  updateMailboxSettings?: Resolver<ResolversTypes['MailboxSettings'], ParentType, ContextType, RequireFields<MutationUpdateMailboxSettingsArgs, 'settings'>>;
  updateMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationUpdateMessageArgs, 'id' | 'message'>>;
  updateNote?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationUpdateNoteArgs, 'id' | 'note'>>;
  updateNoteLabel?: Resolver<ReadonlyArray<ResolversTypes['NoteLabel']>, ParentType, ContextType, RequireFields<MutationUpdateNoteLabelArgs, 'label'>>;
  updateNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationUpdateNotificationArgs, 'id' | 'notification'>>;
  updateScrumboardBoard?: Resolver<ResolversTypes['ScrumboardBoard'], ParentType, ContextType, RequireFields<MutationUpdateScrumboardBoardArgs, 'board' | 'id'>>;
  updateScrumboardCard?: Resolver<ResolversTypes['ScrumboardCard'], ParentType, ContextType, RequireFields<MutationUpdateScrumboardCardArgs, 'card' | 'id'>>;
  updateScrumboardCards?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardCard']>, ParentType, ContextType, RequireFields<MutationUpdateScrumboardCardsArgs, 'cards'>>;
  updateScrumboardLabel?: Resolver<ResolversTypes['ScrumboardLabel'], ParentType, ContextType, RequireFields<MutationUpdateScrumboardLabelArgs, 'id' | 'label'>>;
  updateScrumboardList?: Resolver<ResolversTypes['ScrumboardList'], ParentType, ContextType, RequireFields<MutationUpdateScrumboardListArgs, 'id' | 'list'>>;
  updateScrumboardLists?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardList']>, ParentType, ContextType, RequireFields<MutationUpdateScrumboardListsArgs, 'lists'>>;
  updateShortcut?: Resolver<ResolversTypes['Shortcut'], ParentType, ContextType, RequireFields<MutationUpdateShortcutArgs, 'id' | 'shortcut'>>;
  updateTask?: Resolver<ResolversTypes['Task'], ParentType, ContextType, RequireFields<MutationUpdateTaskArgs, 'id' | 'task'>>;
  updateTaskTag?: Resolver<ResolversTypes['TaskTag'], ParentType, ContextType, RequireFields<MutationUpdateTaskTagArgs, 'id' | 'tag'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'user'>>;
  uploadContactAvatar?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUploadContactAvatarArgs, 'avatar' | 'id'>>;
  uploadNoteImage?: Resolver<ResolversTypes['Note'], ParentType, ContextType, RequireFields<MutationUploadNoteImageArgs, 'id' | 'image'>>;
  uploadUserAvatar?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUploadUserAvatarArgs, 'avatar'>>;
};

export type NavigationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  compact?: Resolver<ReadonlyArray<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  default?: Resolver<ReadonlyArray<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  futuristic?: Resolver<ReadonlyArray<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  horizontal?: Resolver<ReadonlyArray<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
};

export type NavigationBadgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationBadge'] = ResolversParentTypes['NavigationBadge']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  badge?: Resolver<Maybe<ResolversTypes['NavigationBadge']>, ParentType, ContextType>;
  children?: Resolver<Maybe<ReadonlyArray<ResolversTypes['NavigationItem']>>, ParentType, ContextType>;
  exactMatch?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NavigationItemType'], ParentType, ContextType>;
};

export type NoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Note'] = ResolversParentTypes['Note']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['NoteLabel']>, ParentType, ContextType>;
  reminder?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  tasks?: Resolver<Maybe<ReadonlyArray<ResolversTypes['NoteTask']>>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type NoteEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NoteEvent'] = ResolversParentTypes['NoteEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['NoteLabel']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType>;
};

export type NoteLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NoteLabel'] = ResolversParentTypes['NoteLabel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NoteTaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NoteTask'] = ResolversParentTypes['NoteTask']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type NotificationEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationEvent'] = ResolversParentTypes['NotificationEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type PageSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageSearchResult'] = ResolversParentTypes['PageSearchResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProjectBudgetDetailsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectBudgetDetails'] = ResolversParentTypes['ProjectBudgetDetails']> = {
  columns?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<ReadonlyArray<ResolversTypes['ProjectBudgetRow']>, ParentType, ContextType>;
};

export type ProjectBudgetDistributionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectBudgetDistribution'] = ResolversParentTypes['ProjectBudgetDistribution']> = {
  categories?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<ReadonlyArray<ResolversTypes['DashboardChartSeries']>, ParentType, ContextType>;
};

export type ProjectBudgetRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectBudgetRow'] = ResolversParentTypes['ProjectBudgetRow']> = {
  expensesAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expensesPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remainingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remainingPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectDashboardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectDashboard'] = ResolversParentTypes['ProjectDashboard']> = {
  budgetDetails?: Resolver<ResolversTypes['ProjectBudgetDetails'], ParentType, ContextType>;
  budgetDistribution?: Resolver<ResolversTypes['ProjectBudgetDistribution'], ParentType, ContextType>;
  githubIssues?: Resolver<ResolversTypes['ProjectGithubIssues'], ParentType, ContextType>;
  monthlyExpenses?: Resolver<ResolversTypes['DashboardAmountChart'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['ProjectSchedule'], ParentType, ContextType>;
  taskDistribution?: Resolver<ResolversTypes['ProjectTaskDistribution'], ParentType, ContextType>;
  teamMembers?: Resolver<ReadonlyArray<ResolversTypes['ProjectTeamMember']>, ParentType, ContextType>;
  weeklyExpenses?: Resolver<ResolversTypes['DashboardAmountChart'], ParentType, ContextType>;
  yearlyExpenses?: Resolver<ResolversTypes['DashboardAmountChart'], ParentType, ContextType>;
};

export type ProjectGithubIssuesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectGithubIssues'] = ResolversParentTypes['ProjectGithubIssues']> = {
  labels?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['ProjectIssueOverviewByWeek'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['ProjectIssueSeriesByWeek'], ParentType, ContextType>;
};

export type ProjectIssueOverviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectIssueOverview'] = ResolversParentTypes['ProjectIssueOverview']> = {
  closedIssues?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fixed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  needsTriage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newIssues?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reOpened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wontFix?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectIssueOverviewByWeekResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectIssueOverviewByWeek'] = ResolversParentTypes['ProjectIssueOverviewByWeek']> = {
  lastWeek?: Resolver<ResolversTypes['ProjectIssueOverview'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['ProjectIssueOverview'], ParentType, ContextType>;
};

export type ProjectIssueSeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectIssueSeries'] = ResolversParentTypes['ProjectIssueSeries']> = {
  data?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProjectIssueSeriesType'], ParentType, ContextType>;
};

export type ProjectIssueSeriesByWeekResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectIssueSeriesByWeek'] = ResolversParentTypes['ProjectIssueSeriesByWeek']> = {
  lastWeek?: Resolver<ReadonlyArray<ResolversTypes['ProjectIssueSeries']>, ParentType, ContextType>;
  thisWeek?: Resolver<ReadonlyArray<ResolversTypes['ProjectIssueSeries']>, ParentType, ContextType>;
};

export type ProjectScheduleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectSchedule'] = ResolversParentTypes['ProjectSchedule']> = {
  today?: Resolver<ReadonlyArray<ResolversTypes['ProjectScheduleItem']>, ParentType, ContextType>;
  tomorrow?: Resolver<ReadonlyArray<ResolversTypes['ProjectScheduleItem']>, ParentType, ContextType>;
};

export type ProjectScheduleItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectScheduleItem'] = ResolversParentTypes['ProjectScheduleItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectTaskDistributionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectTaskDistribution'] = ResolversParentTypes['ProjectTaskDistribution']> = {
  labels?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  overview?: Resolver<ResolversTypes['ProjectTaskOverviewByWeek'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['ProjectTaskSeriesByWeek'], ParentType, ContextType>;
};

export type ProjectTaskOverviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectTaskOverview'] = ResolversParentTypes['ProjectTaskOverview']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProjectTaskOverviewByWeekResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectTaskOverviewByWeek'] = ResolversParentTypes['ProjectTaskOverviewByWeek']> = {
  lastWeek?: Resolver<ResolversTypes['ProjectTaskOverview'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['ProjectTaskOverview'], ParentType, ContextType>;
};

export type ProjectTaskSeriesByWeekResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectTaskSeriesByWeek'] = ResolversParentTypes['ProjectTaskSeriesByWeek']> = {
  lastWeek?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
  thisWeek?: Resolver<ReadonlyArray<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProjectTeamMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProjectTeamMember'] = ResolversParentTypes['ProjectTeamMember']> = {
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProyectoClienteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProyectoCliente'] = ResolversParentTypes['ProyectoCliente']> = {
  actualizadoEn?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cliente?: Resolver<ResolversTypes['Cliente'], ParentType, ContextType>;
  estado?: Resolver<ResolversTypes['EstadoProyecto'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integraciones?: Resolver<ReadonlyArray<ResolversTypes['Integracion']>, ParentType, ContextType>;
  nombre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  academyCategories?: Resolver<ReadonlyArray<ResolversTypes['AcademyCategory']>, ParentType, ContextType>;
  academyCourse?: Resolver<Maybe<ResolversTypes['AcademyCourse']>, ParentType, ContextType, RequireFields<QueryAcademyCourseArgs, 'id'>>;
  academyCourses?: Resolver<ReadonlyArray<ResolversTypes['AcademyCourse']>, ParentType, ContextType>;
  activities?: Resolver<ReadonlyArray<ResolversTypes['Activity']>, ParentType, ContextType, Partial<QueryActivitiesArgs>>;
  activityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  analyticsDashboard?: Resolver<ResolversTypes['AnalyticsDashboard'], ParentType, ContextType>;
  chat?: Resolver<Maybe<ResolversTypes['Chat']>, ParentType, ContextType, RequireFields<QueryChatArgs, 'id'>>;
  chatContact?: Resolver<Maybe<ResolversTypes['ChatContact']>, ParentType, ContextType, RequireFields<QueryChatContactArgs, 'id'>>;
  chatContacts?: Resolver<ReadonlyArray<ResolversTypes['ChatContact']>, ParentType, ContextType>;
  chatProfile?: Resolver<ResolversTypes['ChatProfile'], ParentType, ContextType>;
  chats?: Resolver<ReadonlyArray<ResolversTypes['Chat']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<QueryContactArgs, 'id'>>;
  contactCountries?: Resolver<ReadonlyArray<ResolversTypes['ContactCountry']>, ParentType, ContextType>;
  contactTags?: Resolver<ReadonlyArray<ResolversTypes['ContactTag']>, ParentType, ContextType>;
  contacts?: Resolver<ReadonlyArray<ResolversTypes['Contact']>, ParentType, ContextType, Partial<QueryContactsArgs>>;
  contactsPage?: Resolver<ResolversTypes['ContactPage'], ParentType, ContextType, RequireFields<QueryContactsPageArgs, 'first'>>;
  cryptoDashboard?: Resolver<ResolversTypes['CryptoDashboard'], ParentType, ContextType>;
  fileManagerContents?: Resolver<ResolversTypes['FileManagerFolderContents'], ParentType, ContextType, Partial<QueryFileManagerContentsArgs>>;
  financeDashboard?: Resolver<ResolversTypes['FinanceDashboard'], ParentType, ContextType>;
  helpCenterFaqCategories?: Resolver<ReadonlyArray<ResolversTypes['HelpCenterFaqCategory']>, ParentType, ContextType, Partial<QueryHelpCenterFaqCategoriesArgs>>;
  helpCenterGuide?: Resolver<ResolversTypes['HelpCenterGuideCategory'], ParentType, ContextType, RequireFields<QueryHelpCenterGuideArgs, 'categorySlug' | 'guideSlug'>>;
  helpCenterGuideCategories?: Resolver<ReadonlyArray<ResolversTypes['HelpCenterGuideCategory']>, ParentType, ContextType, Partial<QueryHelpCenterGuideCategoriesArgs>>;
  helpCenterSupportRequests?: Resolver<ReadonlyArray<ResolversTypes['HelpCenterSupportRequest']>, ParentType, ContextType>;
  iconSet?: Resolver<ResolversTypes['IconSet'], ParentType, ContextType, RequireFields<QueryIconSetArgs, 'set'>>;
  inventoryBrands?: Resolver<ReadonlyArray<ResolversTypes['InventoryBrand']>, ParentType, ContextType>;
  inventoryCategories?: Resolver<ReadonlyArray<ResolversTypes['InventoryCategory']>, ParentType, ContextType>;
  inventoryProduct?: Resolver<Maybe<ResolversTypes['InventoryProduct']>, ParentType, ContextType, RequireFields<QueryInventoryProductArgs, 'id'>>;
  inventoryProducts?: Resolver<ResolversTypes['InventoryProductPage'], ParentType, ContextType, RequireFields<QueryInventoryProductsArgs, 'order' | 'page' | 'size' | 'sort'>>;
  inventoryTags?: Resolver<ReadonlyArray<ResolversTypes['InventoryTag']>, ParentType, ContextType>;
  inventoryVendors?: Resolver<ReadonlyArray<ResolversTypes['InventoryVendor']>, ParentType, ContextType>;
  mailboxFilters?: Resolver<ReadonlyArray<ResolversTypes['MailFilter']>, ParentType, ContextType>;
  mailboxFolders?: Resolver<ReadonlyArray<ResolversTypes['MailFolder']>, ParentType, ContextType>;
  mailboxLabels?: Resolver<ReadonlyArray<ResolversTypes['MailLabel']>, ParentType, ContextType>;
  mailboxMail?: Resolver<Maybe<ResolversTypes['Mail']>, ParentType, ContextType, RequireFields<QueryMailboxMailArgs, 'id'>>;
  mailboxMails?: Resolver<ResolversTypes['MailPage'], ParentType, ContextType, RequireFields<QueryMailboxMailsArgs, 'page'>>;
  mailboxSettings?: Resolver<ResolversTypes['MailboxSettings'], ParentType, ContextType>;
  messages?: Resolver<ReadonlyArray<ResolversTypes['Message']>, ParentType, ContextType>;
  misProyectosCliente?: Resolver<ReadonlyArray<ResolversTypes['ProyectoCliente']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['Note']>, ParentType, ContextType, RequireFields<QueryNoteArgs, 'id'>>;
  noteLabels?: Resolver<ReadonlyArray<ResolversTypes['NoteLabel']>, ParentType, ContextType>;
  notes?: Resolver<ReadonlyArray<ResolversTypes['Note']>, ParentType, ContextType>;
  notifications?: Resolver<ReadonlyArray<ResolversTypes['Notification']>, ParentType, ContextType>;
  projectDashboard?: Resolver<ResolversTypes['ProjectDashboard'], ParentType, ContextType>;
  scrumboardBoard?: Resolver<Maybe<ResolversTypes['ScrumboardBoard']>, ParentType, ContextType, RequireFields<QueryScrumboardBoardArgs, 'id'>>;
  scrumboardBoards?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardBoard']>, ParentType, ContextType>;
  scrumboardLabels?: Resolver<Maybe<ReadonlyArray<ResolversTypes['ScrumboardLabel']>>, ParentType, ContextType, RequireFields<QueryScrumboardLabelsArgs, 'boardId'>>;
  scrumboardMembers?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardMember']>, ParentType, ContextType>;
  search?: Resolver<ReadonlyArray<ResolversTypes['SearchResultSet']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  shortcuts?: Resolver<ReadonlyArray<ResolversTypes['Shortcut']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType, RequireFields<QueryTaskArgs, 'id'>>;
  taskCounts?: Resolver<ResolversTypes['TaskListCounts'], ParentType, ContextType>;
  taskSearch?: Resolver<Maybe<ReadonlyArray<ResolversTypes['Task']>>, ParentType, ContextType, Partial<QueryTaskSearchArgs>>;
  taskTags?: Resolver<ReadonlyArray<ResolversTypes['TaskTag']>, ParentType, ContextType>;
  tasks?: Resolver<ReadonlyArray<ResolversTypes['Task']>, ParentType, ContextType>;
  tasksPage?: Resolver<ResolversTypes['TaskPage'], ParentType, ContextType, RequireFields<QueryTasksPageArgs, 'first'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export interface RefScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Ref'], any> {
  name: 'Ref';
}

export type ScrumboardBoardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScrumboardBoard'] = ResolversParentTypes['ScrumboardBoard']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardLabel']>, ParentType, ContextType>;
  lastActivity?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lists?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardList']>, ParentType, ContextType>;
  members?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardMember']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScrumboardCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScrumboardCard'] = ResolversParentTypes['ScrumboardCard']> = {
  boardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labels?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardLabel']>, ParentType, ContextType>;
  listId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScrumboardEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScrumboardEvent'] = ResolversParentTypes['ScrumboardEvent']> = {
  board?: Resolver<Maybe<ResolversTypes['ScrumboardBoard']>, ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['ScrumboardCard']>, ParentType, ContextType>;
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['ScrumboardLabel']>, ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['ScrumboardList']>, ParentType, ContextType>;
};

export type ScrumboardLabelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScrumboardLabel'] = ResolversParentTypes['ScrumboardLabel']> = {
  boardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScrumboardListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScrumboardList'] = ResolversParentTypes['ScrumboardList']> = {
  boardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cards?: Resolver<ReadonlyArray<ResolversTypes['ScrumboardCard']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScrumboardMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ScrumboardMember'] = ResolversParentTypes['ScrumboardMember']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  __resolveType: TypeResolveFn<'ContactSearchResult' | 'PageSearchResult' | 'TaskSearchResult', ParentType, ContextType>;
};

export type SearchResultSetResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResultSet'] = ResolversParentTypes['SearchResultSet']> = {
  id?: Resolver<ResolversTypes['SearchGroup'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<ReadonlyArray<ResolversTypes['SearchResult']>, ParentType, ContextType>;
};

export type ShortcutResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useRouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  chatChanged?: SubscriptionResolver<ResolversTypes['ChatEvent'], "chatChanged", ParentType, ContextType>;
  contactsChanged?: SubscriptionResolver<ResolversTypes['ContactEvent'], "contactsChanged", ParentType, ContextType>;
  mailboxChanged?: SubscriptionResolver<ResolversTypes['MailboxEvent'], "mailboxChanged", ParentType, ContextType>;
  messagesChanged?: SubscriptionResolver<ResolversTypes['MessageEvent'], "messagesChanged", ParentType, ContextType>;
  notesChanged?: SubscriptionResolver<ResolversTypes['NoteEvent'], "notesChanged", ParentType, ContextType>;
  notificationsChanged?: SubscriptionResolver<ResolversTypes['NotificationEvent'], "notificationsChanged", ParentType, ContextType>;
  scrumboardChanged?: SubscriptionResolver<ResolversTypes['ScrumboardEvent'], "scrumboardChanged", ParentType, ContextType, Partial<SubscriptionScrumboardChangedArgs>>;
  tasksChanged?: SubscriptionResolver<ResolversTypes['TaskEvent'], "tasksChanged", ParentType, ContextType>;
  userChanged?: SubscriptionResolver<ResolversTypes['User'], "userChanged", ParentType, ContextType>;
};

export type TaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  assignedTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  counts?: Resolver<Maybe<ResolversTypes['TaskCounts']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTasks?: Resolver<ReadonlyArray<ResolversTypes['TaskSubTask']>, ParentType, ContextType>;
  tags?: Resolver<ReadonlyArray<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TaskType'], ParentType, ContextType>;
};

export type TaskCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskCounts'] = ResolversParentTypes['TaskCounts']> = {
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskCursorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskCursor'] = ResolversParentTypes['TaskCursor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TaskEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskEvent'] = ResolversParentTypes['TaskEvent']> = {
  change?: Resolver<ResolversTypes['Change'], ParentType, ContextType>;
  deleted?: Resolver<Maybe<ResolversTypes['DeletedRecord']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['TaskTag']>, ParentType, ContextType>;
  task?: Resolver<Maybe<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type TaskListCountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskListCounts'] = ResolversParentTypes['TaskListCounts']> = {
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaskPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskPage'] = ResolversParentTypes['TaskPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['TaskCursor']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tasks?: Resolver<ReadonlyArray<ResolversTypes['Task']>, ParentType, ContextType>;
};

export type TaskSearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskSearchResult'] = ResolversParentTypes['TaskSearchResult']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TaskSubTaskResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskSubTask'] = ResolversParentTypes['TaskSubTask']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskTagResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TaskTag'] = ResolversParentTypes['TaskTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AcademyCategory?: AcademyCategoryResolvers<ContextType>;
  AcademyCourse?: AcademyCourseResolvers<ContextType>;
  AcademyCourseProgress?: AcademyCourseProgressResolvers<ContextType>;
  AcademyCourseStep?: AcademyCourseStepResolvers<ContextType>;
  Activity?: ActivityResolvers<ContextType>;
  AnalyticsAudience?: AnalyticsAudienceResolvers<ContextType>;
  AnalyticsDashboard?: AnalyticsDashboardResolvers<ContextType>;
  AnalyticsVisitors?: AnalyticsVisitorsResolvers<ContextType>;
  AnalyticsVisitorsVsPageViews?: AnalyticsVisitorsVsPageViewsResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Chat?: ChatResolvers<ContextType>;
  ChatContact?: ChatContactResolvers<ContextType>;
  ChatContactAttachments?: ChatContactAttachmentsResolvers<ContextType>;
  ChatContactDetails?: ChatContactDetailsResolvers<ContextType>;
  ChatEvent?: ChatEventResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatProfile?: ChatProfileResolvers<ContextType>;
  Cliente?: ClienteResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactCountry?: ContactCountryResolvers<ContextType>;
  ContactEmail?: ContactEmailResolvers<ContextType>;
  ContactEvent?: ContactEventResolvers<ContextType>;
  ContactJob?: ContactJobResolvers<ContextType>;
  ContactPage?: ContactPageResolvers<ContextType>;
  ContactPhoneNumber?: ContactPhoneNumberResolvers<ContextType>;
  ContactSearchResult?: ContactSearchResultResolvers<ContextType>;
  ContactTag?: ContactTagResolvers<ContextType>;
  CryptoBitcoin?: CryptoBitcoinResolvers<ContextType>;
  CryptoCoinValues?: CryptoCoinValuesResolvers<ContextType>;
  CryptoDashboard?: CryptoDashboardResolvers<ContextType>;
  CryptoPriceChart?: CryptoPriceChartResolvers<ContextType>;
  CryptoWatchlistItem?: CryptoWatchlistItemResolvers<ContextType>;
  DashboardAmountChart?: DashboardAmountChartResolvers<ContextType>;
  DashboardChartPoint?: DashboardChartPointResolvers<ContextType>;
  DashboardChartPointSeries?: DashboardChartPointSeriesResolvers<ContextType>;
  DashboardChartSeries?: DashboardChartSeriesResolvers<ContextType>;
  DashboardPointSeriesByYear?: DashboardPointSeriesByYearResolvers<ContextType>;
  DashboardTrend?: DashboardTrendResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletedRecord?: DeletedRecordResolvers<ContextType>;
  FileManagerFolderContents?: FileManagerFolderContentsResolvers<ContextType>;
  FileManagerItem?: FileManagerItemResolvers<ContextType>;
  FinanceAccountBalance?: FinanceAccountBalanceResolvers<ContextType>;
  FinanceBudget?: FinanceBudgetResolvers<ContextType>;
  FinanceDashboard?: FinanceDashboardResolvers<ContextType>;
  FinanceStatement?: FinanceStatementResolvers<ContextType>;
  FinanceTransaction?: FinanceTransactionResolvers<ContextType>;
  HelpCenterFaq?: HelpCenterFaqResolvers<ContextType>;
  HelpCenterFaqCategory?: HelpCenterFaqCategoryResolvers<ContextType>;
  HelpCenterGuide?: HelpCenterGuideResolvers<ContextType>;
  HelpCenterGuideCategory?: HelpCenterGuideCategoryResolvers<ContextType>;
  HelpCenterSupportRequest?: HelpCenterSupportRequestResolvers<ContextType>;
  IconSet?: IconSetResolvers<ContextType>;
  Integracion?: IntegracionResolvers<ContextType>;
  InventoryBrand?: InventoryBrandResolvers<ContextType>;
  InventoryCategory?: InventoryCategoryResolvers<ContextType>;
  InventoryPagination?: InventoryPaginationResolvers<ContextType>;
  InventoryProduct?: InventoryProductResolvers<ContextType>;
  InventoryProductPage?: InventoryProductPageResolvers<ContextType>;
  InventoryTag?: InventoryTagResolvers<ContextType>;
  InventoryVendor?: InventoryVendorResolvers<ContextType>;
  Mail?: MailResolvers<ContextType>;
  MailAttachment?: MailAttachmentResolvers<ContextType>;
  MailContact?: MailContactResolvers<ContextType>;
  MailFilter?: MailFilterResolvers<ContextType>;
  MailFolder?: MailFolderResolvers<ContextType>;
  MailLabel?: MailLabelResolvers<ContextType>;
  MailPage?: MailPageResolvers<ContextType>;
  MailPagination?: MailPaginationResolvers<ContextType>;
  MailboxEvent?: MailboxEventResolvers<ContextType>;
  MailboxSettings?: MailboxSettingsResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageEvent?: MessageEventResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationBadge?: NavigationBadgeResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Note?: NoteResolvers<ContextType>;
  NoteEvent?: NoteEventResolvers<ContextType>;
  NoteLabel?: NoteLabelResolvers<ContextType>;
  NoteTask?: NoteTaskResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationEvent?: NotificationEventResolvers<ContextType>;
  PageSearchResult?: PageSearchResultResolvers<ContextType>;
  ProjectBudgetDetails?: ProjectBudgetDetailsResolvers<ContextType>;
  ProjectBudgetDistribution?: ProjectBudgetDistributionResolvers<ContextType>;
  ProjectBudgetRow?: ProjectBudgetRowResolvers<ContextType>;
  ProjectDashboard?: ProjectDashboardResolvers<ContextType>;
  ProjectGithubIssues?: ProjectGithubIssuesResolvers<ContextType>;
  ProjectIssueOverview?: ProjectIssueOverviewResolvers<ContextType>;
  ProjectIssueOverviewByWeek?: ProjectIssueOverviewByWeekResolvers<ContextType>;
  ProjectIssueSeries?: ProjectIssueSeriesResolvers<ContextType>;
  ProjectIssueSeriesByWeek?: ProjectIssueSeriesByWeekResolvers<ContextType>;
  ProjectSchedule?: ProjectScheduleResolvers<ContextType>;
  ProjectScheduleItem?: ProjectScheduleItemResolvers<ContextType>;
  ProjectTaskDistribution?: ProjectTaskDistributionResolvers<ContextType>;
  ProjectTaskOverview?: ProjectTaskOverviewResolvers<ContextType>;
  ProjectTaskOverviewByWeek?: ProjectTaskOverviewByWeekResolvers<ContextType>;
  ProjectTaskSeriesByWeek?: ProjectTaskSeriesByWeekResolvers<ContextType>;
  ProjectTeamMember?: ProjectTeamMemberResolvers<ContextType>;
  ProyectoCliente?: ProyectoClienteResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Ref?: GraphQLScalarType;
  ScrumboardBoard?: ScrumboardBoardResolvers<ContextType>;
  ScrumboardCard?: ScrumboardCardResolvers<ContextType>;
  ScrumboardEvent?: ScrumboardEventResolvers<ContextType>;
  ScrumboardLabel?: ScrumboardLabelResolvers<ContextType>;
  ScrumboardList?: ScrumboardListResolvers<ContextType>;
  ScrumboardMember?: ScrumboardMemberResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResultSet?: SearchResultSetResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskCounts?: TaskCountsResolvers<ContextType>;
  TaskCursor?: TaskCursorResolvers<ContextType>;
  TaskEvent?: TaskEventResolvers<ContextType>;
  TaskListCounts?: TaskListCountsResolvers<ContextType>;
  TaskPage?: TaskPageResolvers<ContextType>;
  TaskSearchResult?: TaskSearchResultResolvers<ContextType>;
  TaskSubTask?: TaskSubTaskResolvers<ContextType>;
  TaskTag?: TaskTagResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  public?: PublicDirectiveResolver<any, any, ContextType>;
};
