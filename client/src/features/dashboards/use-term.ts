// The data's own labels in the reader's language (chart-text.ts knows the words).
import { useTranslation } from 'react-i18next';
import { termKey } from './chart-text';

/** A label of the data in the reader's language, as it comes when we have no word for it. */
export function useTerm() {
  const { t } = useTranslation();
  return (label: string) => {
    const key = termKey(label);
    return key ? t(`dashboards.terms.${key}`) : label;
  };
}
