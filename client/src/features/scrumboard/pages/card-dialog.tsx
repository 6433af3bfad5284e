// A card's dialog (/apps/scrumboard/:boardId/card/:cardId, over its board): title,
// description, labels (picked, added, renamed and deleted in place), due date (overdue
// shown as such). Save while valid and changed; Cancel or Escape discards; deleting
// asks first. The card comes from the board's query, so it is there at once.
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Portal,
  Spacer,
  Stack,
  Text,
} from '@chakra-ui/react';
import QueueListIcon from '@heroicons/react/24/outline/QueueListIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useMemo, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import * as z from 'zod/mini';
import { useRouteQuery } from '../../../apollo/route-query';
import { DateField } from '../../../components/form/date-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TagsField } from '../../../components/form/tags-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToasts } from '../../../components/page/toasts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { boardPath } from '../../../config/paths';
import { useCloseBack } from '../../../lib/opened-here';
import { boardCards, doneListId, type Board, type BoardCard } from '../api/board-cache';
import { useDeleteCard } from '../api/use-delete-card';
import { useLabelActions } from '../api/use-label-actions';
import { useUpdateCard } from '../api/use-update-card';
import { dueState } from '../components/due-date';
import { boardQuery } from '../api/queries';
import { focusAtEnd } from '../focus-at-end';
import { withPalettes } from '../label-palette';

export const MAX_CARD_TITLE = 200;
export const MAX_CARD_DESCRIPTION = 5000;

/** The route's element: the card named in the address, on the board the page shows. */
export function CardDialogRoute() {
  const { t } = useTranslation();
  const { boardId = '', cardId = '' } = useParams();
  const { data } = useRouteQuery(boardQuery);
  const board = data?.scrumboardBoard;
  const card = board ? boardCards(board).find((item) => item.id === cardId) : undefined;
  const content = useRef<HTMLDivElement>(null);
  // Opened from the board: back to it in the history; from a link: to the board in place.
  const closeBack = useCloseBack();
  const close = () => closeBack(boardPath(boardId));

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && close()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={() => focusAtEnd(content.current, 'title')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} ref={content}>
            {board && card ? (
              <CardForm key={card.id} board={board} card={card} onClose={close} />
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('scrumboard.card.notFound')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text color="fg.muted">{t('scrumboard.card.notFoundHint')}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button size="sm" colorPalette="brand" onClick={close}>
                    {t('scrumboard.card.backToBoard')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('scrumboard.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function useCardSchema() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({
        title: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('scrumboard.card.errors.title')),
            z.maxLength(
              MAX_CARD_TITLE,
              t('scrumboard.card.errors.titleLength', { max: MAX_CARD_TITLE }),
            ),
          ),
        description: z
          .string()
          .check(
            z.trim(),
            z.maxLength(
              MAX_CARD_DESCRIPTION,
              t('scrumboard.card.errors.descriptionLength', { max: MAX_CARD_DESCRIPTION }),
            ),
          ),
        labels: z.array(z.string()),
        dueDate: z.nullable(z.string()),
      }),
    [t],
  );
}

type CardValues = z.infer<ReturnType<typeof useCardSchema>>;

function CardForm({
  board,
  card,
  onClose,
}: {
  board: Board;
  card: BoardCard;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const confirm = useConfirm();
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const labelActions = useLabelActions(board);
  const list = board.lists.find((item) => item.id === card.listId);
  const form = useZodForm<CardValues>(useCardSchema(), {
    title: card.title,
    description: card.description ?? '',
    labels: card.labels.map((label) => label.id),
    dueDate: card.dueDate,
  });

  const failed = (title: string) => (error: unknown) => toasts.failed(title, error);

  const save = form.handleSubmit(async (values) => {
    try {
      await update(card.id, {
        title: values.title,
        description: values.description || null,
        // Labels deleted meanwhile (in the picker) are no longer the board's.
        labels: values.labels.filter((id) => board.labels.some((label) => label.id === id)),
        dueDate: values.dueDate,
      });
      onClose();
    } catch (error) {
      // What was typed stays in the form.
      failed(t('scrumboard.card.saveFailed'))(error);
    }
  });

  async function deleteCard() {
    const confirmed = await confirm({
      title: t('scrumboard.card.deleteTitle', { title: card.title }),
      message: t('scrumboard.card.deleteMessage'),
      confirmLabel: t('scrumboard.card.deleteConfirm'),
    });
    if (!confirmed) return;
    onClose();
    remove(card).catch(failed(t('scrumboard.card.deleteFailed')));
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('scrumboard.card.formLabel', { title: card.title })}
        onSubmit={(event) => void save(event)}
        style={{ display: 'contents' }}
      >
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1} pe={12}>
          <Dialog.Title lineClamp={2}>{card.title}</Dialog.Title>
          {list && (
            <Flex align="center" gap={1.5} fontSize="sm" color="fg.muted">
              <QueueListIcon width={16} aria-hidden />
              {t('scrumboard.card.inList', { list: list.title })}
            </Flex>
          )}
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap={5}>
            <TextField
              name="title"
              label={t('scrumboard.card.titleField')}
              required
              autoComplete="off"
            />
            <TextareaField name="description" label={t('scrumboard.card.description')} minH="28" />
            <TagsField
              name="labels"
              label={t('scrumboard.labels.title')}
              tags={withPalettes(board.labels)}
              {...labelActions}
            />
            <DueField done={card.listId === doneListId(board)} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" pt={4}>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void deleteCard()}>
            <TrashIcon />
            {t('scrumboard.card.delete')}
          </Button>
          <Spacer />
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('scrumboard.cancel')}
          </Button>
          <SubmitButton>{t('scrumboard.save')}</SubmitButton>
        </Dialog.Footer>
      </form>
    </FormProvider>
  );
}

/** The due date, with its state beside it (overdue, due today) until the card is done. */
function DueField({ done }: { done: boolean }) {
  const { t } = useTranslation();
  const dueDate = useWatch<CardValues, 'dueDate'>({ name: 'dueDate' });
  const state = dueDate && !done ? dueState(dueDate) : null;
  return (
    <Box position="relative">
      <DateField name="dueDate" label={t('scrumboard.card.dueDate')} />
      {state && state !== 'upcoming' && (
        <Badge
          position="absolute"
          top={0}
          insetEnd={0}
          size="sm"
          variant="solid"
          colorPalette={state === 'overdue' ? 'red' : 'orange'}
        >
          {t(`scrumboard.card.${state}`)}
        </Badge>
      )}
    </Box>
  );
}
