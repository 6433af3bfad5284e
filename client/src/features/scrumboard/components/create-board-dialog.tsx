// The dialog that creates a board (the boards page, ?new in the address): title,
// description and icon, checked as the user types; the new board opens once made.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import { boardPath } from '../../../config/paths';
import { useCreateBoard } from '../api/use-create-board';
import { BoardFields, useBoardSchema, type BoardValues } from './board-fields';
import { DEFAULT_BOARD_ICON } from './board-icon';

export function CreateBoardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateBoard();
  const form = useZodForm<BoardValues>(useBoardSchema(), {
    title: '',
    description: '',
    icon: DEFAULT_BOARD_ICON,
    members: [],
  });

  const save = form.handleSubmit(async ({ title, description, icon }) => {
    try {
      const board = await create({ title, description: description || null, icon });
      // The new board takes the dialog's place in the history.
      void navigate(boardPath(board.id), { replace: true });
    } catch (error) {
      // What was typed stays in the form.
      toasts.failed(t('scrumboard.board.createFailed'), error);
    }
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size="md"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <FormProvider {...form}>
              <form
                noValidate
                aria-label={t('scrumboard.boards.create')}
                onSubmit={(event) => void save(event)}
                style={{ display: 'contents' }}
              >
                <Dialog.Header>
                  <Dialog.Title>{t('scrumboard.boards.create')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <BoardFields autoFocus />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" size="sm" onClick={onClose}>
                    {t('scrumboard.cancel')}
                  </Button>
                  <SubmitButton>{t('scrumboard.boards.createSubmit')}</SubmitButton>
                </Dialog.Footer>
              </form>
            </FormProvider>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('scrumboard.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
