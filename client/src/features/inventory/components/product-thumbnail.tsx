// A product's picture in the table: its thumbnail, or a drawn placeholder when it has none.
import { Center, Image } from '@chakra-ui/react';
import PhotoIcon from '@heroicons/react/24/outline/PhotoIcon';

export function ProductThumbnail({ src, size = '10' }: { src: string | null; size?: string }) {
  if (!src) {
    return (
      <Center
        boxSize={size}
        flexShrink={0}
        rounded="md"
        bg="bg.muted"
        color="fg.subtle"
        borderWidth="1px"
      >
        <PhotoIcon width={18} aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      boxSize={size}
      // The preflight's max-width: 100% lets a table cell squeeze a loaded picture to 0.
      maxW="none"
      flexShrink={0}
      objectFit="cover"
      rounded="md"
      bg="bg.muted"
      borderWidth="1px"
      loading="lazy"
    />
  );
}
