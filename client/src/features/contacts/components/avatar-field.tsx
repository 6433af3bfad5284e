// The form's picture: the avatar over the header, with Upload and Remove
// (components/form/avatar-input.tsx, as the settings page's); saved with the form.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
  const { avatar, controls, note } = useAvatarInput('over');
  return (
    <>
      <ContactHeader
        background={background}
        avatar={<ContactAvatar size="hero" name={name} avatar={avatar} />}
        actions={
          <>
            {controls}
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
