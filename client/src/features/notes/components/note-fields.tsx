// What the note dialog shows, for a note being edited and for a new one alike: the
// picture, title, text, checklist, reminder and labels; and its toolbar (add or replace
// the picture, start a checklist, and the caller's own: archive, delete). The dialog
// decides what a change does: save it at once (an open note) or keep it until "Add
// note" (a new one).
import { Box, Flex, Input, Stack, Textarea } from '@chakra-ui/react';
import ListBulletIcon from '@heroicons/react/24/outline/ListBulletIcon';
import PhotoIcon from '@heroicons/react/24/outline/PhotoIcon';
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TagPicker } from '../../../components/tags/tag-picker';
import type { TagActions } from '../../../components/tags/tag-manager';
import { Separator } from '../../../components/ui/separator';
import { TooltipIconButton } from '../../../components/ui/tooltip-icon-button';
import type { NoteLabel, NoteTask } from '../api/note-input';
import { ChecklistEditor, type ChecklistActions } from './checklist-editor';
import { ImageField, ImageFileInput } from './image-field';
import { ReminderField } from './reminder-field';

export interface NoteFieldsProps {
  titleRef?: RefObject<HTMLInputElement | null>;
  contentRef?: RefObject<HTMLTextAreaElement | null>;
  /** The checklist's "add an item" field, focused when a checklist starts. */
  addItemRef?: RefObject<HTMLInputElement | null>;
  /** The starting text of title and content (the fields keep what is typed). */
  title: string;
  content: string;
  onTitle: (title: string) => void;
  onContent: (content: string) => void;
  image: { src: string | null; alt: string; uploading: boolean };
  onPickImage: () => void;
  onRemoveImage: () => void;
  tasks: readonly NoteTask[] | null;
  checklist: ChecklistActions;
  reminder: string | null;
  onReminder: (reminder: string | null) => void;
  labels: readonly NoteLabel[];
  picked: readonly string[];
  onLabels: (ids: string[]) => void;
  labelActions: TagActions;
}

export function NoteFields({ titleRef, contentRef, addItemRef, ...props }: NoteFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <ImageField {...props.image} onReplace={props.onPickImage} onRemove={props.onRemoveImage} />
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
        ref={contentRef}
        variant="flushed"
        autoresize
        minH="20"
        maxH="50vh"
        defaultValue={props.content}
        placeholder={t('notes.contentPlaceholder')}
        aria-label={t('notes.contentLabel')}
        onChange={(event) => props.onContent(event.target.value)}
      />
      {props.tasks !== null && (
        <ChecklistEditor tasks={props.tasks} addRef={addItemRef} {...props.checklist} />
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
    </Stack>
  );
}

interface NoteToolbarProps {
  hasImage: boolean;
  hasChecklist: boolean;
  /** A picked file that may be an image (type and size checked). */
  onImage: (file: File) => void;
  onChecklist: () => void;
  /** Hands the dialog a way to open the file picker (for "Replace image"). */
  fileRef: RefObject<HTMLInputElement | null>;
  /** More tools: archive, delete. */
  children?: ReactNode;
}

export function NoteToolbar({
  hasImage,
  hasChecklist,
  onImage,
  onChecklist,
  fileRef,
  children,
}: NoteToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap={1} align="center" wrap="wrap" role="toolbar" aria-label={t('notes.tools')}>
      <ImageFileInput ref={fileRef} onFile={onImage} />
      <Tool
        label={hasImage ? t('notes.replaceImage') : t('notes.addImage')}
        onClick={() => fileRef.current?.click()}
      >
        <PhotoIcon />
      </Tool>
      {!hasChecklist && (
        <Tool label={t('notes.addChecklist')} onClick={onChecklist}>
          <ListBulletIcon />
        </Tool>
      )}
      {children}
    </Flex>
  );
}

/** A file picker and a focus target of the dialog, for NoteFields and NoteToolbar. */
export function useNoteDialogRefs() {
  return {
    fileRef: useRef<HTMLInputElement>(null),
    addItemRef: useRef<HTMLInputElement>(null),
  };
}

/** An icon button of the dialog's toolbar, named and with a tooltip. */
export function Tool({
  danger,
  ...button
}: ComponentProps<typeof TooltipIconButton> & { danger?: boolean }) {
  return <TooltipIconButton placement="top" colorPalette={danger ? 'red' : 'gray'} {...button} />;
}
