// Picking the picture of a form's `avatar` field (a contact's, the user's own): a hidden
// file input, Upload and Remove, and a line under them that gives the rules or says why
// a file was refused. A picked file must be a JPEG, PNG, GIF or WebP image of at most
// 5 MB (the server's rule), and a large one is made smaller before the form holds it
// (lib/avatar-image.ts); it is saved with the form. Each form lays the parts out its way.
import { Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, prepareAvatar, refuseAvatar } from '../../lib/avatar-image';

export function useAvatarInput() {
  const { t } = useTranslation();
  const { field } = useController({ name: 'avatar' });
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const avatar = (field.value as string | null) ?? null;

  async function pick(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    const refusal = refuseAvatar(file);
    if (refusal) {
      setMessage(t(`form.avatar.${refusal}`, { name: file.name }));
      return;
    }
    setReading(true);
    try {
      field.onChange(await prepareAvatar(file));
    } catch {
      setMessage(t('form.avatar.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  }

  return {
    /** The picture the form holds: a data URL, the saved address, or null. */
    avatar,
    /** A picked file is being read and made smaller. */
    reading,
    /** The hidden file input; Upload opens it. */
    fileInput: (
      <input
        ref={input}
        type="file"
        hidden
        accept={AVATAR_TYPES.join(',')}
        aria-label={t('form.avatar.file')}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          // The same file may be picked again after a refusal.
          event.target.value = '';
        }}
      />
    ),
    /** Upload's action: the file picker. */
    open: () => input.current?.click(),
    /** Upload's description while a refusal shows (its aria-describedby). */
    describedBy: message ? messageId : undefined,
    /** Remove's action: the form holds no picture. */
    remove: () => {
      setMessage(null);
      field.onChange(null);
    },
    /** The line under the buttons: why a file was refused, else the rules. */
    note: message ? (
      <Text id={messageId} role="alert" color="fg.error" fontSize="sm">
        {message}
      </Text>
    ) : (
      <Text fontSize="xs" color="fg.muted">
        {t('form.avatar.hint')}
      </Text>
    ),
  };
}
