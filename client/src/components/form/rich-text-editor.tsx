// The editor behind RichTextField (Tiptap on ProseMirror), in its own chunk. It keeps
// what its toolbar makes: paragraphs, bold, italic, lists and http(s) or mailto: links.
// Pasted HTML is parsed into that schema, so anything else (scripts, event handlers,
// styles, images) is dropped before it reaches the page or the form's value.
import { Box } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { typedLink } from '../../lib/typed-link';
import { richTextCss } from '../ui/rich-text-css';
import { RichTextToolbar } from './rich-text-toolbar';

const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph kept after a closing list: the value holds what was written.
    trailingNode: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => typedLink(url) === url,
    },
  }),
];

export interface RichTextEditorProps {
  /** HTML, or '' for nothing written. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
  /** Puts the caret at the start once the editor shows. */
  autoFocus?: boolean;
  /** The writing area's height: at least `minH`, scrolling past `maxH`. */
  minH: string;
  maxH?: string;
  /** The editable area's id and ARIA attributes (label, description, state). */
  attributes: Record<string, string>;
}

export function RichTextEditor({
  value,
  onChange,
  onBlur,
  invalid,
  autoFocus,
  minH,
  maxH,
  attributes,
}: RichTextEditorProps) {
  // The value the editor last handed the form: any other comes from outside (a reset).
  const emitted = useRef(value);
  const editorProps = useMemo(
    () => ({ attributes: { ...attributes, 'aria-multiline': 'true' } }),
    [attributes],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    autofocus: autoFocus ? 'start' : false,
    editorProps,
    onUpdate: ({ editor }) => {
      emitted.current = editor.isEmpty ? '' : editor.getHTML();
      onChange(emitted.current);
    },
    onBlur: () => onBlur(),
  });
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      w="full"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      // The field's focus ring while the text has the focus (the toolbar's buttons
      // show their own).
      css={{
        '--focus-color': invalid ? 'colors.border.error' : 'colors.colorPalette.focusRing',
        '&:has(.ProseMirror-focused)': {
          borderColor: 'var(--focus-color)',
          outline: '1px solid var(--focus-color)',
        },
      }}
    >
      <RichTextToolbar editor={editor} />
      <Box
        asChild
        css={{
          '& .ProseMirror': {
            ...richTextCss,
            minH,
            maxH,
            overflowY: 'auto',
            px: 3,
            py: 2,
            textStyle: 'sm',
            lineHeight: 'tall',
            outline: 'none',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
