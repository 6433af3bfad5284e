// Picking the picture of a form's `avatar` field (a contact's, the user's own): a hidden
// file input, Upload and Remove, and a line under them that gives the rules or says why
// a file was refused. A picked file must be a JPEG, PNG, GIF or WebP image of at most
// 5 MB (the server's rule), and a large one is made smaller before the form holds it
// (lib/avatar-image.ts); it is saved with the form. Each form lays the parts out its way.
import { Button, Text } from '@chakra-ui/react';
import CameraIcon from '@heroicons/react/24/outline/CameraIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, prepareAvatar, refuseAvatar } from '../../lib/avatar-image';

/**
 * `over`: the buttons sit over a picture (a contact's header), so both are outlined on
 * the panel's colour; `plain` (the account form): Remove is a quiet red.
 */
export function useAvatarInput(look: 'over' | 'plain') {
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
    /** The hidden file input, Upload, and Remove while there is a picture. */
    controls: (
      <>
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
        <Button
          size="sm"
          variant="outline"
          bg={look === 'over' ? 'bg.panel' : undefined}
          loading={reading}
          aria-describedby={message ? messageId : undefined}
          onClick={() => input.current?.click()}
        >
          <CameraIcon />
          {t('form.avatar.upload')}
        </Button>
        {avatar && (
          <Button
            size="sm"
            {...(look === 'over'
              ? { variant: 'outline', bg: 'bg.panel' }
              : { variant: 'ghost', colorPalette: 'red' })}
            onClick={() => {
              setMessage(null);
              field.onChange(null);
            }}
          >
            <TrashIcon />
            {t('form.avatar.remove')}
          </Button>
        )}
      </>
    ),
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
