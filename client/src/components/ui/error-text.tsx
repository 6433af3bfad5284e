// A failure told in the user's words: a sentence by the error's kind (no connection, a
// server problem, refused, not found, ...; apollo/error-codes.ts), in their language,
// then the technical message (often the server's English) small, as a detail for support.
// Load errors (components/page/load-error.tsx) and failed writes' toasts show it.
import { Text } from '@chakra-ui/react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKind } from '../../apollo/error-codes';

export function ErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const sentence = t(`page.errors.${errorKind(error)}`);
  const detail = error instanceof Error ? error.message.trim() : '';
  return (
    <>
      {sentence}
      {detail && detail !== sentence && (
        <Text as="span" display="block" fontSize="xs" opacity={0.8} mt={0.5}>
          {detail}
        </Text>
      )}
    </>
  );
}

/** A toast's description for a failed write (components/page/toasts.ts). */
export const errorText = (error: unknown) => createElement(ErrorText, { error });
