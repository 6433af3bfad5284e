// Board settings, in a drawer from the end (?settings in the address): the board's
// title, description, icon and members (a form: Save while valid and changed, Cancel
// or Escape discards), its labels (added, renamed and deleted in place; a delete takes
// the label off every card) and deleting the board with everything on it.
import {
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  Portal,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useToasts } from '../../../components/page/toasts';
import { Separator } from '../../../components/ui/separator';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/submit-button';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TagManager } from '../../../components/tags/tag-manager';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import type { ScrumboardMemberFieldsFragment } from '../../../gql/graphql';
import { boardCards, type Board } from '../api/board-cache';
import { useDeleteBoard } from '../api/use-delete-board';
import { useLabelActions } from '../api/use-label-actions';
import { useUpdateBoard } from '../api/use-update-board';
import { focusAtEnd } from '../focus-at-end';
import { withPalettes } from '../label-palette';
import { BoardFields, MembersField, useBoardSchema, type BoardValues } from './board-fields';
import { DEFAULT_BOARD_ICON } from './board-icon';

interface BoardSettingsProps {
  board: Board;
  /** Everyone who may be a member. */
  people: readonly ScrumboardMemberFieldsFragment[];
  onClose: () => void;
}

export function BoardSettings({ board, people, onClose }: BoardSettingsProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
      initialFocusEl={() => focusAtEnd(content.current, 'title')}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content}>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{t('scrumboard.settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py={6}>
              <Stack gap={8}>
                <DetailsForm board={board} people={people} onClose={onClose} />
                <Separator />
                <LabelsSection board={board} />
                <Separator />
                <DangerZone board={board} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('scrumboard.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function DetailsForm({ board, people, onClose }: BoardSettingsProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const update = useUpdateBoard();
  const form = useZodForm<BoardValues>(useBoardSchema(), {
    title: board.title,
    description: board.description ?? '',
    icon: board.icon ?? DEFAULT_BOARD_ICON,
    members: board.members.map((member) => member.id),
  });

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await update(board.id, {
        title: values.title,
        description: values.description || null,
        icon: values.icon,
        members: values.members,
      });
      form.reset({
        title: saved.title,
        description: saved.description ?? '',
        icon: saved.icon ?? DEFAULT_BOARD_ICON,
        members: saved.members.map((member) => member.id),
      });
      toasts.done(t('scrumboard.settings.saved'));
    } catch (error) {
      // What was typed stays in the form.
      toasts.failed(t('scrumboard.settings.saveFailed'), error);
    }
  });

  return (
    <FormProvider {...form}>
      <chakra.form
        display="flex"
        flexDirection="column"
        gap={5}
        noValidate
        aria-labelledby="board-details-heading"
        onSubmit={(event) => void save(event)}
      >
        <Heading as="h3" size="sm" id="board-details-heading">
          {t('scrumboard.settings.details')}
        </Heading>
        <BoardFields />
        <MembersField name="members" people={people} />
        <Flex gap={2} justify="flex-end">
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('scrumboard.cancel')}
          </Button>
          <SubmitButton>{t('scrumboard.save')}</SubmitButton>
        </Flex>
      </chakra.form>
    </FormProvider>
  );
}

function LabelsSection({ board }: { board: Board }) {
  const { t } = useTranslation();
  const actions = useLabelActions(board);
  return (
    <Stack as="section" gap={3} aria-labelledby="board-labels-heading">
      <div>
        <Heading as="h3" size="sm" id="board-labels-heading">
          {t('scrumboard.labels.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt={1}>
          {t('scrumboard.labels.hint')}
        </Text>
      </div>
      <TagManager
        {...actions}
        tags={withPalettes(board.labels)}
        label={t('scrumboard.labels.title')}
      />
    </Stack>
  );
}

function DangerZone({ board }: { board: Board }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { remove, forget } = useDeleteBoard();

  async function deleteBoard() {
    const confirmed = await confirm({
      title: t('scrumboard.settings.deleteTitle', { title: board.title }),
      message: t('scrumboard.settings.deleteMessage', {
        lists: t('scrumboard.settings.lists', { count: board.lists.length }),
        cards: t('scrumboard.settings.cards', { count: boardCards(board).length }),
      }),
      confirmLabel: t('scrumboard.settings.deleteConfirm'),
    });
    if (!confirmed) return;
    try {
      await remove(board.id);
    } catch (error) {
      toasts.failed(t('scrumboard.settings.deleteFailed'), error);
      return;
    }
    toasts.done(t('scrumboard.settings.deleted', { title: board.title }));
    await navigate(paths.scrumboard, { replace: true });
    forget(board.id);
  }

  return (
    <Stack
      as="section"
      gap={3}
      aria-labelledby="board-danger-heading"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="l3"
      p={4}
    >
      <div>
        <Heading as="h3" size="sm" id="board-danger-heading" color="red.fg">
          {t('scrumboard.settings.danger')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt={1}>
          {t('scrumboard.settings.dangerHint')}
        </Text>
      </div>
      <div>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => void deleteBoard()}>
          <TrashIcon />
          {t('scrumboard.settings.delete')}
        </Button>
      </div>
    </Stack>
  );
}
