// The account's picture in the form: the avatar with Upload and Remove
// (components/form/avatar-input.tsx); it is saved with the form.
import { Avatar, Box, Button, Flex, Stack } from '@chakra-ui/react';
import CameraIcon from '@heroicons/react/24/outline/CameraIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useTranslation } from 'react-i18next';
import { useAvatarInput } from '../../../components/form/avatar-input';

export function AvatarPicker({ name }: { name: string }) {
  const { t } = useTranslation();
  const { avatar, reading, fileInput, open, describedBy, remove, note } = useAvatarInput();
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
          {fileInput}
          <Button
            size="sm"
            variant="outline"
            loading={reading}
            aria-describedby={describedBy}
            onClick={open}
          >
            <CameraIcon />
            {t('form.avatar.upload')}
          </Button>
          {avatar && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={remove}>
              <TrashIcon />
              {t('form.avatar.remove')}
            </Button>
          )}
        </Flex>
        <Box>{note}</Box>
      </Stack>
    </Flex>
  );
}
