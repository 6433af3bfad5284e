// The form's picture: the avatar over the header, with Upload and Remove
// (components/form/avatar-input.tsx, as the settings page's); saved with the form.
import { Box, Button } from '@chakra-ui/react';
import CameraIcon from '@heroicons/react/24/outline/CameraIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatarInput } from '../../../components/form/avatar-input';
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
  const { avatar, reading, fileInput, open, describedBy, remove, note } = useAvatarInput();
  return (
    <>
      <ContactHeader
        background={background}
        avatar={<ContactAvatar size="hero" name={name} avatar={avatar} />}
        actions={
          <>
            {fileInput}
            <Button
              size="sm"
              variant="outline"
              bg="bg.panel"
              loading={reading}
              aria-describedby={describedBy}
              onClick={open}
            >
              <CameraIcon />
              {t('form.avatar.upload')}
            </Button>
            {avatar && (
              <Button size="sm" variant="outline" bg="bg.panel" onClick={remove}>
                <TrashIcon />
                {t('form.avatar.remove')}
              </Button>
            )}
            {actions}
          </>
        }
      />
      <Box px={{ base: 4, md: 8 }} mt={2}>
        {note}
      </Box>
    </>
  );
}
