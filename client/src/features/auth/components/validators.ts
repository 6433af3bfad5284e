import { useTranslation } from 'react-i18next';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The auth forms' checks: each answers the message to show, or null when the value is fine. */
export function useValidators() {
  const { t } = useTranslation();
  return {
    required: (value: string, field: string) =>
      value.trim() ? null : t('auth.required', { field }),
    email: (value: string) =>
      !value.trim()
        ? t('auth.required', { field: t('auth.email') })
        : EMAIL.test(value.trim())
          ? null
          : t('auth.invalidEmail'),
  };
}
