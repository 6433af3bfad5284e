// The label editor (?labels=edit): add, rename and delete the notes' labels. Deleting
// one asks first, saying how many notes it will be taken off.
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TagManager, type TagActions } from '../../../components/tags/tag-manager';
import type { NoteLabel } from '../api/note-input';

interface LabelsDialogProps {
  open: boolean;
  labels: readonly NoteLabel[];
  actions: TagActions;
  onClose: () => void;
}

export function LabelsDialog({ open, labels, actions, onClose }: LabelsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>{t('notes.editLabels')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              <Text fontSize="sm" color="fg.muted" mb={3}>
                {t('notes.editLabelsHint')}
              </Text>
              <TagManager tags={labels} label={t('notes.labels')} {...actions} />
            </Dialog.Body>
            {/* After the body, so the dialog opens in its search field. */}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('notes.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
