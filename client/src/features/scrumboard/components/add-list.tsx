// "Add a list", after the board's last list: a title typed in place; Enter adds the
// list and the field stays for the next one, Escape closes it.
import { Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import PlusIcon from '@heroicons/react/24/outline/PlusIcon';
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateList } from '../api/use-create-list';
import { LIST_WIDTH, MAX_LIST_TITLE } from './board-list';
import { useToasts } from '../../../components/page/toasts';

export function AddList({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const create = useCreateList();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = title.trim().length > MAX_LIST_TITLE;

  async function add(event: FormEvent) {
    event.preventDefault();
    const text = title.trim();
    if (!text || tooLong || busy) return;
    setBusy(true);
    try {
      await create(boardId, text);
      setTitle('');
    } catch (error) {
      toasts.failed(t('scrumboard.list.createFailed'), error);
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button
        variant="outline"
        borderStyle="dashed"
        w={LIST_WIDTH}
        maxW="xs"
        flexShrink={0}
        h={12}
        justifyContent="flex-start"
        color="fg.muted"
        borderRadius="l3"
        scrollSnapAlign="start"
        _hover={{ color: 'brand.fg', borderColor: 'brand.solid', bg: 'brand.subtle/40' }}
        onClick={() => setOpen(true)}
      >
        <PlusIcon />
        {t('scrumboard.list.add')}
      </Button>
    );
  }

  return (
    <Stack
      as="form"
      onSubmit={(event) => void add(event)}
      w={LIST_WIDTH}
      maxW="xs"
      flexShrink={0}
      gap={2}
      p={2}
      bg="bg.muted"
      borderRadius="l3"
      borderWidth="1px"
      borderColor="border.muted"
      scrollSnapAlign="start"
    >
      <Input
        autoFocus
        size="sm"
        bg="bg.panel"
        value={title}
        placeholder={t('scrumboard.list.newPlaceholder')}
        aria-label={t('scrumboard.list.newTitle')}
        aria-invalid={tooLong}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            setTitle('');
          }
        }}
      />
      {tooLong && (
        <Text fontSize="xs" color="red.fg">
          {t('scrumboard.list.errors.titleLength', { max: MAX_LIST_TITLE })}
        </Text>
      )}
      <Flex gap={1}>
        <Button
          type="submit"
          size="sm"
          colorPalette="brand"
          loading={busy}
          disabled={!title.trim() || tooLong}
        >
          {t('scrumboard.list.addSubmit')}
        </Button>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('scrumboard.cancel')}
          onClick={() => {
            setOpen(false);
            setTitle('');
          }}
        >
          <XMarkIcon />
        </IconButton>
      </Flex>
    </Stack>
  );
}
