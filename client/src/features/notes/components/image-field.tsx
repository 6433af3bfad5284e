// A note's picture in its dialog: shown large, with buttons to replace or remove it.
// The file picker itself (an <input type="file">) is the dialog's, so "Add image" in
// its toolbar and "Replace" here open the same one.
import { Box, Button, Flex, Image, Spinner } from '@chakra-ui/react';
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon';
import TrashIcon from '@heroicons/react/24/outline/TrashIcon';
import { forwardRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/page/toasts';
import { imageProblem, NOTE_IMAGE_TYPES } from '../api/use-upload-note-image';

interface ImageFieldProps {
  src: string | null;
  alt: string;
  uploading: boolean;
  onReplace: () => void;
  onRemove: () => void;
}

export function ImageField({ src, alt, uploading, onReplace, onRemove }: ImageFieldProps) {
  const { t } = useTranslation();
  if (!src && !uploading) return null;
  return (
    <Box position="relative" borderRadius="md" overflow="hidden" bg="bg.muted">
      {src ? <Image src={src} alt={alt} w="full" maxH="72" objectFit="cover" /> : <Box h="40" />}
      {uploading && (
        <Flex position="absolute" inset={0} align="center" justify="center" bg="bg/70">
          <Spinner size="md" colorPalette="brand" color="colorPalette.solid" />
        </Flex>
      )}
      {src && !uploading && (
        <Flex position="absolute" bottom={2} insetEnd={2} gap={2}>
          <Button size="xs" variant="surface" onClick={onReplace}>
            <ArrowPathIcon />
            {t('notes.replaceImage')}
          </Button>
          <Button size="xs" variant="surface" colorPalette="red" onClick={onRemove}>
            <TrashIcon />
            {t('notes.removeImage')}
          </Button>
        </Flex>
      )}
    </Box>
  );
}

/** The hidden file input; a picked file that cannot be an image is refused in a toast. */
export const ImageFileInput = forwardRef<HTMLInputElement, { onFile: (file: File) => void }>(
  function ImageFileInput({ onFile }, ref) {
    const { t } = useTranslation();
    const toasts = useToasts();
    const picked = (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      const problem = imageProblem(file);
      if (problem) {
        toasts.failed(
          t('notes.imageRefused'),
          t(problem === 'type' ? 'notes.imageType' : 'notes.imageSize', {
            name: file.name,
          }),
        );
        return;
      }
      onFile(file);
    };
    return (
      <input
        ref={ref}
        type="file"
        accept={NOTE_IMAGE_TYPES.join(',')}
        hidden
        aria-label={t('notes.chooseImage')}
        data-testid="note-image-input"
        onChange={picked}
      />
    );
  },
);
