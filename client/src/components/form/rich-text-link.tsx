// The toolbar's link button: a popover with the address to link the selection (or the
// link at the caret) to, or to write as a new link where nothing is selected; and a
// way to take the link off. Only http(s) and mailto: addresses are taken (typedLink).
import { Button, Field, Flex, Input, Popover, Portal } from '@chakra-ui/react';
import LinkIcon from '@heroicons/react/24/outline/LinkIcon';
import type { Editor } from '@tiptap/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { typedLink } from '../../lib/typed-link';
import { ToolbarButton } from './rich-text-button';

interface LinkButtonProps {
  editor: Editor;
  /** Whether the caret or selection is in a link. */
  active: boolean;
  tabIndex: number;
  onFocus: () => void;
}

export function LinkButton({ editor, active, tabIndex, onFocus }: LinkButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [wrong, setWrong] = useState(false);
  // After a change the focus goes back to the text; after Escape, to this button.
  const backToText = useRef(false);

  function show(next: boolean) {
    if (next) {
      setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
      setWrong(false);
      backToText.current = false;
    }
    setOpen(next);
  }

  function done() {
    backToText.current = true;
    setOpen(false);
  }

  function apply(event: FormEvent) {
    // The popover sits in a portal: its submit must not reach the form around the field.
    event.preventDefault();
    event.stopPropagation();
    const href = typedLink(address);
    if (!href) return setWrong(true);
    const chain = editor.chain().extendMarkRange('link');
    if (editor.state.selection.empty && !active) {
      // Nothing selected: the address itself becomes the link's text.
      const text = href.replace(/^mailto:/i, '');
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    done();
  }

  function remove() {
    editor.chain().extendMarkRange('link').unsetLink().run();
    done();
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => show(details.open)}
      positioning={{ placement: 'bottom-start' }}
      finalFocusEl={() => (backToText.current ? editor.view.dom : null)}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <ToolbarButton
          label={t('form.richText.link')}
          pressed={active}
          tabIndex={tabIndex}
          onFocus={onFocus}
        >
          <LinkIcon />
        </ToolbarButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="80" maxW="calc(100vw - 2rem)" aria-label={t('form.richText.link')}>
            <Popover.Body p={3}>
              <form noValidate onSubmit={apply}>
                <Field.Root invalid={wrong}>
                  <Field.Label>{t('form.richText.linkAddress')}</Field.Label>
                  <Input
                    size="sm"
                    inputMode="url"
                    autoComplete="off"
                    placeholder={t('form.richText.linkPlaceholder')}
                    value={address}
                    onChange={(event) => {
                      setAddress(event.target.value);
                      setWrong(false);
                    }}
                  />
                  {wrong ? (
                    <Field.ErrorText>{t('form.richText.wrongLink')}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{t('form.richText.linkHelp')}</Field.HelperText>
                  )}
                </Field.Root>
                <Flex gap={2} mt={3} justify="flex-end">
                  {active && (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={remove}>
                      {t('form.richText.removeLink')}
                    </Button>
                  )}
                  <Button size="xs" type="submit" colorPalette="brand">
                    {t('form.richText.applyLink')}
                  </Button>
                </Flex>
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
