// The box a message is written in, under a conversation in the chat app and in the quick
// chat: a text area that grows with its text, where Enter sends and Shift+Enter breaks
// the line. The message shows at once (useSendChatMessage); a refused one goes back into
// the box (unless something new was typed there) and a toast says so.
import { Flex, IconButton, Textarea } from '@chakra-ui/react';
import PaperAirplaneIcon from '@heroicons/react/24/outline/PaperAirplaneIcon';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH } from '../../../../../shared/limits';
import { useToasts } from '../../../components/page/toasts';
import { useSendChatMessage } from '../api/use-send-chat-message';

interface MessageComposerProps {
  chatId: string;
  /** The chat app's box: on the panel's colour, a subtle field, taller before it scrolls. */
  roomy?: boolean;
}

export function MessageComposer({ chatId, roomy = false }: MessageComposerProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const send = useSendChatMessage();
  const [draft, setDraft] = useState('');

  function submit() {
    const value = draft.trim();
    if (!value) return;
    setDraft('');
    send(chatId, value).catch((error: unknown) => {
      setDraft((current) => current || value);
      toasts.failed(t('chat.app.sendFailed'), error);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Flex
      as="form"
      gap={2}
      p={3}
      borderTopWidth="1px"
      align="end"
      bg={roomy ? 'bg.panel' : undefined}
      onSubmit={(event) => (event.preventDefault(), submit())}
    >
      <Textarea
        aria-label={t('chat.message')}
        placeholder={t('chat.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MAX_MESSAGE_LENGTH}
        autoresize
        rows={1}
        maxH={roomy ? '40' : '32'}
        resize="none"
        variant={roomy ? 'subtle' : undefined}
      />
      <IconButton
        type="submit"
        aria-label={t('chat.send')}
        colorPalette="brand"
        disabled={!draft.trim()}
      >
        <PaperAirplaneIcon />
      </IconButton>
    </Flex>
  );
}
