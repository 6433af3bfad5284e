// The auth forms' checks, as zod rules with translated messages.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function useAuthRules() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** Any text but blanks, trimmed. */
      text: (field: string) =>
        z.string().check(z.trim(), z.minLength(1, t('auth.required', { field }))),
      /** A password: not blank, and kept exactly as typed. */
      password: (field: string) =>
        z.string().check(z.refine((value) => value.trim() !== '', t('auth.required', { field }))),
      email: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, t('auth.required', { field: t('auth.email') })),
          z.regex(EMAIL, t('auth.invalidEmail')),
        ),
    }),
    [t],
  );
}
