// The form's picture: the avatar over the header, with Upload and Remove. A picked file
// must be a JPEG, PNG, GIF or WebP image of at most 5 MB (the server's rule), else it
// is refused here with a message; a large picture is made smaller before it is held
// (lib/avatar-image.ts, shared with the settings page). Saved with the form.
import { Box, Button, Text } from '@chakra-ui/react';
import CameraIcon from '@heroicons/react/24/outline/CameraIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, prepareAvatar, refuseAvatar } from '../../../lib/avatar-image';
import { ContactAvatar } from './contact-avatar';
import { ContactHeader } from './contact-header';

interface AvatarFieldProps {
  /** The name the initials come from. */
  name: string;
  background?: string | null;
  actions?: ReactNode;
}

export function AvatarField({ name, background, actions }: AvatarFieldProps) {
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
      setMessage(t(`contacts.avatar.${refusal}`, { name: file.name }));
      return;
    }
    setReading(true);
    try {
      field.onChange(await prepareAvatar(file));
    } catch {
      setMessage(t('contacts.avatar.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  }

  return (
    <>
      <ContactHeader
        background={background}
        avatar={<ContactAvatar size="hero" name={name} avatar={avatar} />}
        actions={
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={AVATAR_TYPES.join(',')}
              aria-label={t('contacts.avatar.file')}
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                // The same file may be picked again after a refusal.
                event.target.value = '';
              }}
            />
            <Button
              size="sm"
              variant="outline"
              bg="bg.panel"
              loading={reading}
              aria-describedby={message ? messageId : undefined}
              onClick={() => input.current?.click()}
            >
              <CameraIcon />
              {t('contacts.avatar.upload')}
            </Button>
            {avatar && (
              <Button
                size="sm"
                variant="outline"
                bg="bg.panel"
                onClick={() => {
                  setMessage(null);
                  field.onChange(null);
                }}
              >
                <TrashIcon />
                {t('contacts.avatar.remove')}
              </Button>
            )}
            {actions}
          </>
        }
      />
      <Box px={{ base: 4, md: 8 }} minH={message ? undefined : 0}>
        <Text id={messageId} role="alert" color="fg.error" fontSize="sm" mt={message ? 3 : 0}>
          {message}
        </Text>
        {!message && (
          <Text fontSize="xs" color="fg.muted" mt={2}>
            {t('contacts.avatar.hint')}
          </Text>
        )}
      </Box>
    </>
  );
}
