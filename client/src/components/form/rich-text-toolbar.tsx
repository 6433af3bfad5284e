// The rich text editor's toolbar: bold, italic, the two lists, a link, undo and redo.
// One tab stop (the button last focused), then the arrow keys, Home and End move along
// it (the ARIA toolbar pattern).
import { Box, HStack } from '@chakra-ui/react';
import ArrowUturnLeftIcon from '@heroicons/react/24/outline/ArrowUturnLeftIcon';
import ArrowUturnRightIcon from '@heroicons/react/24/outline/ArrowUturnRightIcon';
import BoldIcon from '@heroicons/react/24/outline/BoldIcon';
import ItalicIcon from '@heroicons/react/24/outline/ItalicIcon';
import ListBulletIcon from '@heroicons/react/24/outline/ListBulletIcon';
import NumberedListIcon from '@heroicons/react/24/outline/NumberedListIcon';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useState, type ComponentType, type KeyboardEvent, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Separator } from '../ui/separator';
import { ToolbarButton } from './rich-text-button';
import { LinkButton } from './rich-text-link';

/** Where the editor stands: the marks and lists in force, what can be undone or redone. */
const stateOf = ({ editor }: { editor: Editor }) => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  link: editor.isActive('link'),
  undo: editor.can().undo(),
  redo: editor.can().redo(),
});
type Name = keyof ReturnType<typeof stateOf>;

interface Action {
  name: Exclude<Name, 'link'>;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  command: (chain: ChainedCommands) => ChainedCommands;
}

/** Marks and lists: pressed while in force. */
const FORMATS: Action[][] = [
  [
    { name: 'bold', Icon: BoldIcon, command: (chain) => chain.toggleBold() },
    { name: 'italic', Icon: ItalicIcon, command: (chain) => chain.toggleItalic() },
  ],
  [
    { name: 'bulletList', Icon: ListBulletIcon, command: (chain) => chain.toggleBulletList() },
    { name: 'orderedList', Icon: NumberedListIcon, command: (chain) => chain.toggleOrderedList() },
  ],
];
/** Undo and redo: disabled when there is nothing to take back or do again. */
const HISTORY: Action[] = [
  { name: 'undo', Icon: ArrowUturnLeftIcon, command: (chain) => chain.undo() },
  { name: 'redo', Icon: ArrowUturnRightIcon, command: (chain) => chain.redo() },
];

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({ editor, selector: stateOf });
  const [focused, setFocused] = useState<Name>('bold');
  // The tab stop: the button last focused, or the first when that one is disabled.
  const stop = HISTORY.some(({ name }) => name === focused && !state[name]) ? 'bold' : focused;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    const buttons = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  }

  const button = ({ name, Icon, command }: Action, history = false) => (
    <ToolbarButton
      key={name}
      label={t(`form.richText.${name}`)}
      pressed={history ? undefined : state[name]}
      disabled={history && !state[name]}
      tabIndex={stop === name ? 0 : -1}
      onFocus={() => setFocused(name)}
      onClick={() => command(editor.chain().focus()).run()}
    >
      <Icon />
    </ToolbarButton>
  );

  return (
    <HStack
      role="toolbar"
      aria-label={t('form.richText.toolbar')}
      gap={0.5}
      px={1.5}
      py={1}
      borderBottomWidth="1px"
      bg="bg.subtle"
      roundedTop="l2"
      onKeyDown={onKeyDown}
    >
      {FORMATS.map((group, index) => [
        ...group.map((action) => button(action)),
        <Separator key={index} orientation="vertical" h="5" mx={1} />,
      ])}
      <LinkButton
        editor={editor}
        active={state.link}
        tabIndex={stop === 'link' ? 0 : -1}
        onFocus={() => setFocused('link')}
      />
      <Box flex="1" />
      {HISTORY.map((action) => button(action, true))}
    </HStack>
  );
}
