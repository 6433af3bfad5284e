// Every route path of the client, with helpers for links. Routes and links both read
// from here, so a path changes in one place.
import { generatePath } from 'react-router';

export const AREAS = [
  'administracion',
  'panel-principal',
  'hectareas',
  'colectivos',
  'pagos',
] as const;
export type Area = (typeof AREAS)[number];

export const paths = {
  root: '/',
  signedInRedirect: '/signed-in-redirect',
  notFound: '/404-not-found',
  confirmationRequired: '/confirmation-required',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signIn: '/sign-in',
  /** Where an OpenID Connect provider sends the browser back after its sign-in. */
  signInCallback: '/sign-in/callback',
  signUp: '/sign-up',
  signOut: '/sign-out',
  unlockSession: '/unlock-session',
  home: '/home',
  area: (area: Area) => `/${area}`,
  /** One project's integration, under panel-principal: link with `integracionPath`. */
  integracion: '/panel-principal/:proyecto/:proveedor',
  providerNotFound: '/proveedor-no-encontrado',
  settings: '/ajustes',

  // The template apps (SPEC section 2), each a feature under the shell.
  inventory: '/apps/ecommerce/inventory',
  inventoryProduct: '/apps/ecommerce/inventory/:id',

  contacts: '/apps/contacts',
  /** Link with `contactPath`, `contactEditPath`; `new` is the form for a new contact. */
  contact: '/apps/contacts/:id',
  contactEdit: '/apps/contacts/:id/edit',
  contactNew: '/apps/contacts/new',

  tasks: '/apps/tasks',
  task: '/apps/tasks/:id',

  notes: '/apps/notes',

  scrumboard: '/apps/scrumboard',
  board: '/apps/scrumboard/:boardId',
  boardCard: '/apps/scrumboard/:boardId/card/:cardId',

  mailbox: '/apps/mailbox',
  /** A folder, filter or label's mails (`kind` is folder, filter or label); page in ?page=. */
  mailboxList: '/apps/mailbox/:kind/:slug',
  mailboxMail: '/apps/mailbox/:kind/:slug/:mailId',
  mailboxSettings: '/apps/mailbox/settings',

  chat: '/apps/chat',
  chatConversation: '/apps/chat/:id',

  fileManager: '/apps/file-manager',
  fileManagerFolder: '/apps/file-manager/folders/:folderId',

  helpCenter: '/apps/help-center',
  helpCenterFaqs: '/apps/help-center/faqs',
  helpCenterGuides: '/apps/help-center/guides',
  helpCenterGuideCategory: '/apps/help-center/guides/:category',
  helpCenterGuide: '/apps/help-center/guides/:category/:guide',
  helpCenterSupport: '/apps/help-center/support',

  academy: '/apps/academy',
  course: '/apps/academy/:courseId',

  activities: '/pages/activities',

  dashboard: '/dashboards/:dashboard',

  icons: '/ui/icons/:set',

  docs: '/docs',
  changelog: '/docs/changelog',
  guide: '/docs/guides/*',
} as const;

/**
 * Where each template app lives: everything under one of these is the app's, and its
 * routes are placed in the shell at the first visit there (app/router.tsx).
 */
export const APP_BASES = [
  paths.inventory,
  paths.contacts,
  paths.tasks,
  paths.notes,
  paths.scrumboard,
  paths.mailbox,
  paths.chat,
  paths.fileManager,
  paths.helpCenter,
  paths.academy,
  paths.activities,
  '/dashboards',
  '/ui/icons',
  paths.docs,
] as const;
export type AppBase = (typeof APP_BASES)[number];

/** One of the sample dashboards (project, analytics, finance, crypto). */
export function dashboardPath(dashboard: string): string {
  return generatePath(paths.dashboard, { dashboard });
}

/** A guide of the in-app docs (docs/guides/<slug>.md), at one of its sections if given. */
export function guidePath(slug: string, section?: string): string {
  return `/docs/guides/${slug}${section ? `/${section}` : ''}`;
}

/** A task's (or section's) page: the tasks list with its detail panel open. */
export function taskPath(id: string): string {
  return generatePath(paths.task, { id });
}

/** A contact's page; `search` keeps the list's search (`?search=…`) beside it. */
export function contactPath(id: string, search = ''): string {
  return generatePath(paths.contact, { id }) + search;
}

/** A contact's edit form, keeping the list's search like `contactPath`. */
export function contactEditPath(id: string, search = ''): string {
  return generatePath(paths.contactEdit, { id }) + search;
}

/** One inventory product's form, over the product table. */
export function inventoryProductPath(id: string): string {
  return generatePath(paths.inventoryProduct, { id });
}

/** A scrumboard board's page. */
export function boardPath(boardId: string): string {
  return generatePath(paths.board, { boardId });
}

/** A scrumboard card, open in its dialog over its board. */
export function boardCardPath(boardId: string, cardId: string): string {
  return generatePath(paths.boardCard, { boardId, cardId });
}

/** An academy course's page; `step` (from 1) opens that step instead of where the learner stopped. */
export function coursePath(courseId: string, step?: number): string {
  const path = generatePath(paths.course, { courseId });
  return step === undefined ? path : `${path}?step=${step}`;
}

/** What a mailbox list shows: a folder, a filter (a flag) or a label, by slug. */
export type MailboxKind = 'folder' | 'filter' | 'label';

/** A mailbox list's address, with its page (?page=) when past the first. */
export function mailboxListPath(kind: MailboxKind, slug: string, page = 1): string {
  const path = generatePath(paths.mailboxList, { kind, slug });
  return page > 1 ? `${path}?page=${page}` : path;
}

/** An open mail's address, in its list and on its page. */
export function mailboxMailPath(kind: MailboxKind, slug: string, mailId: string, page = 1): string {
  const path = generatePath(paths.mailboxMail, { kind, slug, mailId });
  return page > 1 ? `${path}?page=${page}` : path;
}

/** A file manager folder's page (the root's for null); `search` adds ?view=, ?item=... */
export function fileManagerFolderPath(folderId: string | null, search = ''): string {
  return (
    (folderId === null ? paths.fileManager : generatePath(paths.fileManagerFolder, { folderId })) +
    search
  );
}

/** The settings page's sections, in order; the first is the page without ?section=. */
export const SETTINGS_SECTIONS = ['account', 'appearance', 'language'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** A section of the settings page (?section=); the account's is the page itself. */
export function settingsPath(section: SettingsSection): string {
  return section === 'account' ? paths.settings : `${paths.settings}?section=${section}`;
}

/** One conversation of the chat app. */
export function chatConversationPath(id: string): string {
  return generatePath(paths.chatConversation, { id });
}

/** The sign-in link that brings the visitor back to `redirectURL` afterwards. */
export function signInPath(redirectURL?: string): string {
  if (!redirectURL || redirectURL === paths.root) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ redirectURL })}`;
}

/** The page of a project's integration, from panel-principal's integrations menu. */
export function integracionPath(proyecto: string, proveedor: string): string {
  return generatePath(paths.integracion, { proyecto, proveedor });
}

/** Only same-site paths are followed after sign-in, so a crafted link cannot send people away. */
export function safeRedirect(redirectURL: string | null): string | null {
  return redirectURL && redirectURL.startsWith('/') && !redirectURL.startsWith('//')
    ? redirectURL
    : null;
}
