// The contact tags' writes, as the shared tag picker takes them (components/tags/).
import { useTranslation } from 'react-i18next';
import type { TagActions } from '../../../components/tags/tag-manager';
import { useCreateContactTag } from './use-create-contact-tag';
import { useDeleteContactTag } from './use-delete-contact-tag';
import { useUpdateContactTag } from './use-update-contact-tag';

export function useContactTagActions(): TagActions {
  const { t } = useTranslation();
  const create = useCreateContactTag();
  const rename = useUpdateContactTag();
  const remove = useDeleteContactTag();
  return {
    onCreate: create,
    onRename: rename,
    onDelete: remove,
    deleteMessage: (title) => t('contacts.tagDeleteMessage', { title }),
  };
}
