// The API's display texts in the reader's language: a size such as "4.2 MB" gets the
// language's decimal mark, a folder's contents such as "3 files" its words, a type its
// full name. Text of another shape is shown as the API wrote it.
import { useTranslation } from 'react-i18next';
import type { FileManagerItemType } from '../../gql/graphql';

const SIZE = /^(\d+(?:\.\d+)?)\s*([KMGT]?B)$/i;
const CONTENTS = /^(\d+)\s+files?$/i;

export function useItemText() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const typeNames: Record<FileManagerItemType, string> = {
    folder: t('file-manager.typeNames.folder'),
    PDF: t('file-manager.typeNames.PDF'),
    XLS: t('file-manager.typeNames.XLS'),
    DOC: t('file-manager.typeNames.DOC'),
    TXT: t('file-manager.typeNames.TXT'),
    JPG: t('file-manager.typeNames.JPG'),
  };
  return {
    size(size: string): string {
      const match = SIZE.exec(size.trim());
      return match ? `${number.format(Number(match[1]))} ${match[2]!.toUpperCase()}` : size;
    },
    contents(contents: string | null): string | null {
      if (contents === null) return null;
      const match = CONTENTS.exec(contents.trim());
      return match ? t('file-manager.contentsCount', { count: Number(match[1]) }) : contents;
    },
    typeName: (type: FileManagerItemType) => typeNames[type],
  };
}
