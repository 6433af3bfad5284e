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
  contact: '/apps/contacts/:id',

  tasks: '/apps/tasks',
  task: '/apps/tasks/:id',

  notes: '/apps/notes',

  scrumboard: '/apps/scrumboard',
  board: '/apps/scrumboard/:boardId',
  boardCard: '/apps/scrumboard/:boardId/card/:cardId',

  mailbox: '/apps/mailbox',

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
} as const;

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
