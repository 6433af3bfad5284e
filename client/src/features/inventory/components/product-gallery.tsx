// A product's images: one large, buttons (and the arrow keys) to cycle through them, and
// the thumbnails to pick one.
import {
  AspectRatio,
  Box,
  Center,
  Flex,
  HStack,
  IconButton,
  Image,
  Text,
  chakra,
} from '@chakra-ui/react';
import ChevronLeftIcon from '@heroicons/react/20/solid/ChevronLeftIcon';
import ChevronRightIcon from '@heroicons/react/20/solid/ChevronRightIcon';
import PhotoIcon from '@heroicons/react/24/outline/PhotoIcon';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface ProductGalleryProps {
  images: readonly string[];
  /** The product's name, for the pictures' text alternatives. */
  name: string;
}

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <Center
        flexDirection="column"
        gap={2}
        h="40"
        rounded="l3"
        borderWidth="1px"
        borderStyle="dashed"
        bg="bg.subtle"
        color="fg.muted"
      >
        <PhotoIcon width={32} aria-hidden />
        <Text fontSize="sm">{t('inventory.gallery.none')}</Text>
      </Center>
    );
  }

  const index = Math.min(shown, count - 1);
  const go = (next: number) => setShown((next + count) % count);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap={3}
      role="group"
      aria-roledescription={t('inventory.gallery.carousel')}
      aria-label={t('inventory.gallery.label')}
      onKeyDown={onKey}
    >
      <Box position="relative" flex={1} minW={0}>
        <AspectRatio ratio={16 / 10} rounded="l3" overflow="hidden" bg="bg.muted" borderWidth="1px">
          <Image
            src={images[index]}
            alt={t('inventory.gallery.alt', { name, index: index + 1, count })}
            objectFit="cover"
          />
        </AspectRatio>
        {count > 1 && (
          <>
            <IconButton
              position="absolute"
              insetStart={2}
              top="50%"
              transform="translateY(-50%)"
              size="sm"
              rounded="full"
              variant="surface"
              aria-label={t('inventory.gallery.previous')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              position="absolute"
              insetEnd={2}
              top="50%"
              transform="translateY(-50%)"
              size="sm"
              rounded="full"
              variant="surface"
              aria-label={t('inventory.gallery.next')}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
            <Text
              position="absolute"
              bottom={2}
              insetEnd={2}
              px={2}
              py={0.5}
              rounded="full"
              fontSize="xs"
              bg="blackAlpha.600"
              color="white"
              aria-live="polite"
            >
              {t('inventory.gallery.position', { index: index + 1, count })}
            </Text>
          </>
        )}
      </Box>
      {count > 1 && (
        <HStack
          as="ul"
          listStyleType="none"
          ps={0}
          m={0}
          gap={2}
          flexDirection={{ base: 'row', sm: 'column' }}
          overflowX={{ base: 'auto', sm: 'visible' }}
          flexShrink={0}
        >
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <chakra.button
                type="button"
                display="block"
                boxSize="14"
                rounded="md"
                overflow="hidden"
                borderWidth="2px"
                borderColor={position === index ? 'brand.solid' : 'transparent'}
                opacity={position === index ? 1 : 0.7}
                _hover={{ opacity: 1 }}
                focusRing="outside"
                aria-label={t('inventory.gallery.show', { index: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setShown(position)}
              >
                <Image src={image} alt="" boxSize="full" objectFit="cover" bg="bg.muted" />
              </chakra.button>
            </li>
          ))}
        </HStack>
      )}
    </Flex>
  );
}
