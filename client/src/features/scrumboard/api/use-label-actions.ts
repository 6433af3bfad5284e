// A board's labels, added, renamed and deleted in place, as the shared tag picker and
// manager take them (board settings, the card dialog's picker).
import { useTranslation } from 'react-i18next';
import type { TagActions } from '../../../components/tags/tag-manager';
import { boardCards, type Board } from './board-cache';
import { useCreateLabel } from './use-create-label';
import { useDeleteLabel } from './use-delete-label';
import { useUpdateLabel } from './use-update-label';

/** The TagManager / TagPicker actions for `board`'s labels. */
export function useLabelActions(board: Board): TagActions {
  const { t } = useTranslation();
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const remove = useDeleteLabel();
  const boardId = board.id;

  return {
    onCreate: (title) => create(boardId, title),
    onRename: (id, title) => update(boardId, id, title),
    onDelete: remove,
    deleteMessage: (title) => {
      const label = board.labels.find((item) => item.title === title);
      const count = boardCards(board).filter((card) =>
        card.labels.some((item) => item.id === label?.id),
      ).length;
      return t('scrumboard.labels.deleteMessage', { title, count });
    },
  };
}
