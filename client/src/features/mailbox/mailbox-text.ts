// The words of the data that are the app's own, in the reader's language: folder and
// filter titles by slug (the API's title for one we do not know).
import { useTranslation } from 'react-i18next';

const FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
const FILTERS = ['starred', 'important'] as const;

type Folder = (typeof FOLDERS)[number];
type Filter = (typeof FILTERS)[number];

export function useMailboxText() {
  const { t } = useTranslation();
  return {
    folder: ({ slug, title }: { slug: string; title: string }) =>
      (FOLDERS as readonly string[]).includes(slug) ? t(`mailbox.folder.${slug as Folder}`) : title,
    filter: ({ slug, title }: { slug: string; title: string }) =>
      (FILTERS as readonly string[]).includes(slug) ? t(`mailbox.filter.${slug as Filter}`) : title,
  };
}
