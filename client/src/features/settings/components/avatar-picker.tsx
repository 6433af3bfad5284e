// The account's picture in the form: the avatar with Upload and Remove. A picked file
// must pass the contacts' rules (lib/avatar-image.ts: JPEG, PNG, GIF or WebP, at most
// 5 MB), else it is refused here with a message; it is saved with the form.
import { Avatar, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import CameraIcon from '@heroicons/react/24/outline/CameraIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES, prepareAvatar, refuseAvatar } from '../../../lib/avatar-image';

export function AvatarPicker({ name }: { name: string }) {
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
      setMessage(t(`settings.account.avatar.${refusal}`, { name: file.name }));
      return;
    }
    setReading(true);
    try {
      field.onChange(await prepareAvatar(file));
    } catch {
      setMessage(t('settings.account.avatar.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  }

  return (
    <Flex gap={5} align="center" direction={{ base: 'column', sm: 'row' }}>
      <Avatar.Root size="2xl" colorPalette="brand" boxSize={24} fontSize="2xl" flexShrink={0}>
        <Avatar.Fallback name={name || undefined} />
        {avatar && <Avatar.Image src={avatar} alt={t('settings.account.avatar.alt')} />}
      </Avatar.Root>
      <Stack
        gap={2}
        align={{ base: 'center', sm: 'flex-start' }}
        textAlign={{ base: 'center', sm: 'start' }}
      >
        <Flex gap={2} wrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={AVATAR_TYPES.join(',')}
            aria-label={t('settings.account.avatar.file')}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              // The same file may be picked again after a refusal.
              event.target.value = '';
            }}
          />
          <Button
            size="sm"
            variant="outline"
            loading={reading}
            aria-describedby={message ? messageId : undefined}
            onClick={() => input.current?.click()}
          >
            <CameraIcon />
            {t('settings.account.avatar.upload')}
          </Button>
          {avatar && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => {
                setMessage(null);
                field.onChange(null);
              }}
            >
              <TrashIcon />
              {t('settings.account.avatar.remove')}
            </Button>
          )}
        </Flex>
        <Box>
          {message ? (
            <Text id={messageId} role="alert" color="fg.error" fontSize="sm">
              {message}
            </Text>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {t('settings.account.avatar.hint')}
            </Text>
          )}
        </Box>
      </Stack>
    </Flex>
  );
}
