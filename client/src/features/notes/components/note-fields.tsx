// What the note dialog shows, for a note being edited and for a new one alike: the
// picture, title, text, checklist, reminder and labels, and a toolbar (add a picture
// or a checklist; the caller adds its own actions). The dialog decides what a change
// does: save it at once (an open note) or keep it until "Add note" (a new one).
import { Box, Flex, IconButton, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Separator } from '../../../components/ui/separator';
import ListBulletIcon from '@heroicons/react/24/outline/ListBulletIcon';
import PhotoIcon from '@heroicons/react/24/outline/PhotoIcon';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../../components/tags/tag-picker';
import type { TagActions } from '../../../components/tags/tag-manager';
import { Tooltip } from '../../../components/ui/tooltip';
import type { NoteLabel, NoteTask } from '../api/note-input';
import { ChecklistEditor, type ChecklistActions } from './checklist-editor';
import { ImageField, ImageFileInput } from './image-field';
import { ReminderField } from './reminder-field';

export interface NoteFieldsProps {
  titleRef?: RefObject<HTMLInputElement | null>;
  /** The starting text of title and content (the fields keep what is typed). */
  title: string;
  content: string;
  onTitle: (title: string) => void;
  onContent: (content: string) => void;
  image: { src: string | null; alt: string; uploading: boolean };
  onImage: (file: File) => void;
  onRemoveImage: () => void;
  tasks: readonly NoteTask[] | null;
  checklist: Omit<ChecklistActions, 'onRemoveList'>;
  /** Starts a checklist (the note had none) or takes it off. */
  onChecklist: (on: boolean) => void;
  reminder: string | null;
  onReminder: (reminder: string | null) => void;
  labels: readonly NoteLabel[];
  picked: readonly string[];
  onLabels: (ids: string[]) => void;
  labelActions: TagActions;
  /** More of the toolbar: archive, delete. */
  tools?: ReactNode;
}

export function NoteFields({ titleRef, ...props }: NoteFieldsProps) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const addItem = useRef<HTMLInputElement>(null);
  const pickImage = () => file.current?.click();

  return (
    <Stack gap={4}>
      <ImageFileInput ref={file} onFile={props.onImage} />
      <ImageField {...props.image} onReplace={pickImage} onRemove={props.onRemoveImage} />
      <Input
        ref={titleRef}
        variant="flushed"
        size="lg"
        fontSize="xl"
        fontWeight="semibold"
        defaultValue={props.title}
        placeholder={t('notes.titlePlaceholder')}
        aria-label={t('notes.titleLabel')}
        onChange={(event) => props.onTitle(event.target.value)}
      />
      <Textarea
        variant="flushed"
        autoresize
        minH="24"
        maxH="60vh"
        defaultValue={props.content}
        placeholder={t('notes.contentPlaceholder')}
        aria-label={t('notes.contentLabel')}
        onChange={(event) => props.onContent(event.target.value)}
      />
      {props.tasks !== null && (
        <ChecklistEditor
          tasks={props.tasks}
          addRef={addItem}
          {...props.checklist}
          onRemoveList={() => props.onChecklist(false)}
        />
      )}
      <Separator />
      <Flex gap={6} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
        <Box flex="1" minW={0}>
          <ReminderField value={props.reminder} onChange={props.onReminder} />
        </Box>
        <Box flex="1" minW={0}>
          <TagPicker
            label={t('notes.labels')}
            tags={props.labels}
            value={props.picked}
            onChange={props.onLabels}
            {...props.labelActions}
          />
        </Box>
      </Flex>
      <Flex gap={1} align="center" wrap="wrap">
        <Tool
          label={props.image.src ? t('notes.replaceImage') : t('notes.addImage')}
          onClick={pickImage}
        >
          <PhotoIcon />
        </Tool>
        {props.tasks === null && (
          <Tool
            label={t('notes.addChecklist')}
            onClick={() => {
              props.onChecklist(true);
              requestAnimationFrame(() => addItem.current?.focus());
            }}
          >
            <ListBulletIcon />
          </Tool>
        )}
        {props.tools}
      </Flex>
    </Stack>
  );
}

/** An icon button of the dialog's toolbar, named and with a tooltip. */
export function Tool({
  label,
  onClick,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root openDelay={300} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette={danger ? 'red' : 'gray'}
          aria-label={label}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
