// The account's picture in the form: the avatar with Upload and Remove
// (components/form/avatar-input.tsx); it is saved with the form.
import { Avatar, Box, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAvatarInput } from '../../../components/form/avatar-input';

export function AvatarPicker({ name }: { name: string }) {
  const { t } = useTranslation();
  const { avatar, controls, note } = useAvatarInput('plain');
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
          {controls}
        </Flex>
        <Box>{note}</Box>
      </Stack>
    </Flex>
  );
}
