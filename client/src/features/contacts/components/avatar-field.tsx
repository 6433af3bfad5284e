// The form's picture: the avatar over the header, with Upload and Remove. A picked file
// must be a JPEG, PNG, GIF or WebP image of at most 5 MB (the server's rule), else it
// is refused here with a message; a large picture is made smaller (512 px, WebP)
// before it is held, so the contact stays light to load. Saved with the form.
import { Box, Button, Text } from '@chakra-ui/react';
import CameraIcon from '@heroicons/react/24/outline/CameraIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactAvatar } from './contact-avatar';
import { ContactHeader } from './contact-header';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Pictures up to this size are kept as they are (an animated GIF stays animated). */
const KEEP_BYTES = 200 * 1024;
/** Larger ones are drawn again at most this many pixels wide and high. */
const MAX_SIDE = 512;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/** The picture as a data: URL, smaller when it is large; throws when it is no image. */
async function prepare(file: File): Promise<string> {
  // Decoding proves it is an image, whatever its name says.
  const bitmap = await createImageBitmap(file);
  try {
    if (file.size <= KEEP_BYTES) return await dataUrlOf(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // Browsers that cannot write WebP answer PNG: JPEG is smaller for photos then.
    let blob = await encode(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob) throw new Error('unencodable');
    return await dataUrlOf(blob);
  } finally {
    bitmap.close();
  }
}

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
    if (!AVATAR_TYPES.includes(file.type)) {
      setMessage(t('contacts.avatar.wrongType', { name: file.name }));
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      setMessage(t('contacts.avatar.tooLarge', { name: file.name }));
      return;
    }
    setReading(true);
    try {
      field.onChange(await prepare(file));
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
