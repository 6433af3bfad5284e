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

/**
 * The other way, for a form: a known label typed or picked in the reader's language
 * ("Móvil") is stored by its English word, so every reader sees it in their own.
 */
export function useStoredEntryLabel(): (label: string) => string {
  const { t } = useTranslation();
  return (label) => {
    const typed = label.trim().toLocaleLowerCase();
    for (const [word, key] of KNOWN_LABELS) {
      if (t(`contactInfo.labels.${key}`).toLocaleLowerCase() === typed) return word;
    }
    return label;
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
