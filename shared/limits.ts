// The numbers the client and the server both keep, in one place both build from: what
// the server refuses, the client's forms say before anything is sent, and what the
// server works out, the client shows as the user types.

/** Board, list and card positions step by this much; the first item sits at one step. */
export const POSITION_STEP = 65536;

/** The longest board title and description, in characters after trimming. */
export const MAX_BOARD_TITLE = 100;
export const MAX_BOARD_DESCRIPTION = 500;

/** The longest chat message, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;
/** The longest chat status ("about" in the chat profile), in characters. */
export const MAX_CHAT_STATUS = 140;
/** The longest "about" of the user's account, in characters. */
export const MAX_ACCOUNT_ABOUT = 500;

/** A mail's limits: recipients, subject and content length in characters. */
export const MAX_MAIL_RECIPIENTS = 50;
export const MAX_MAIL_SUBJECT = 255;
export const MAX_MAIL_CONTENT = 100_000;

/** The largest picture a person can upload (an avatar, a note's image), in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The support form's limits, in characters after trimming. */
export const SUPPORT_LIMITS = {
  name: 100,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;

/** A product's price: basePrice plus taxPercent percent of it, rounded to the cent. */
export function priceWithTax(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (1 + taxPercent / 100) * 100) / 100;
}
