// The label of an e-mail or a phone number ("Mobile", "Work", ...): one the contact form
// suggests is shown in the reader's language, any other as it was typed.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The labels the form suggests, by their English words (the sample data's). */
const KNOWN_LABELS = new Map<string, 'personal' | 'work' | 'mobile' | 'home'>([
  ['Personal', 'personal'],
  ['Work', 'work'],
  ['Mobile', 'mobile'],
  ['Home', 'home'],
]);

/** Names a label in the reader's language when it is a known one. */
export function useEntryLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => {
    const known = KNOWN_LABELS.get(label);
    return known ? t(`contactInfo.labels.${known}`) : label;
  };
}

/** A label beside its e-mail or number, small and muted. */
export function EntryLabel({ children }: { children: string }) {
  const entryLabel = useEntryLabel();
  return (
    <Text as="span" fontSize="sm" color="fg.muted">
      {entryLabel(children)}
    </Text>
  );
}
