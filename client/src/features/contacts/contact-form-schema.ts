// The contact form's rules, checked as the user types: a name, e-mails shaped like
// name@example.com (the server's own rule), phone numbers of digits with a country.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { ContactDetailsFragment, ContactInput } from '../../gql/graphql';

/** The server's shape of an e-mail address (server/lib/input.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with spaces, brackets, dots or dashes between them: at least four digits. */
const PHONE = /^(?=(?:\D*\d){4})[\d\s().-]+$/;

/** Text or null (a picture, a day). zod's custom check: its own code is already loaded. */
const textOrNull = z.custom<string | null>((value) => value === null || typeof value === 'string');

export function useContactSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        avatar: textOrNull,
        name: z.string().check(z.trim(), z.minLength(1, t('contacts.errors.name'))),
        title: z.string().check(z.trim()),
        company: z.string().check(z.trim()),
        emails: z.array(
          z.object({
            email: z
              .string()
              .check(
                z.trim(),
                z.minLength(1, t('contacts.errors.emailRequired')),
                z.regex(EMAIL, t('contacts.errors.email')),
              ),
            label: z.string().check(z.trim()),
          }),
        ),
        phoneNumbers: z.array(
          z.object({
            country: z.string().check(z.minLength(1, t('contacts.errors.country'))),
            phoneNumber: z
              .string()
              .check(
                z.trim(),
                z.minLength(1, t('contacts.errors.phoneRequired')),
                z.regex(PHONE, t('contacts.errors.phone')),
              ),
            label: z.string().check(z.trim()),
          }),
        ),
        birthday: textOrNull,
        address: z.string().check(z.trim()),
        notes: z.string().check(z.trim()),
        tags: z.array(z.string()),
      }),
    [t],
  );
}

export type ContactValues = z.infer<ReturnType<typeof useContactSchema>>;

/** The country a new phone number starts with: the sample's own, Chile. */
export const DEFAULT_COUNTRY = 'cl';

/**
 * The form's values for a contact, or for a new one; `shownLabel` puts a known e-mail or
 * phone label in the reader's language (components/contact-info/entry-label).
 */
export function valuesOf(
  contact: ContactDetailsFragment | undefined,
  knownTags: ReadonlySet<string>,
  shownLabel: (label: string) => string,
): ContactValues {
  return {
    avatar: contact?.avatar ?? null,
    name: contact?.name ?? '',
    title: contact?.title ?? '',
    company: contact?.company ?? '',
    emails: (contact?.emails ?? []).map(({ email, label }) => ({
      email,
      label: label ? shownLabel(label) : '',
    })),
    phoneNumbers: (contact?.phoneNumbers ?? []).map(({ country, phoneNumber, label }) => ({
      country,
      phoneNumber,
      label: label ? shownLabel(label) : '',
    })),
    birthday: contact?.birthday ?? null,
    address: contact?.address ?? '',
    notes: contact?.notes ?? '',
    // A tag deleted since the contact was loaded is not sent back.
    tags: (contact?.tags ?? []).filter((id) => knownTags.has(id)),
  };
}

/**
 * What the API takes from the form: the avatar goes its own way (uploaded), but a removal;
 * `storedLabel` turns a known label back into the word it is stored by.
 */
export function inputOf(
  values: ContactValues,
  removeAvatar: boolean,
  storedLabel: (label: string) => string,
): ContactInput {
  return {
    ...(removeAvatar && { avatar: null }),
    name: values.name,
    title: values.title,
    company: values.company,
    emails: values.emails.map(({ email, label }) => ({
      email,
      label: label ? storedLabel(label) : null,
    })),
    phoneNumbers: values.phoneNumbers.map(({ country, phoneNumber, label }) => ({
      country,
      phoneNumber,
      label: label ? storedLabel(label) : null,
    })),
    birthday: values.birthday,
    address: values.address || null,
    notes: values.notes || null,
    tags: values.tags,
  };
}
