// How an item's type looks wherever it shows: a colour per type (folder orange, PDF red,
// XLS green, DOC blue, TXT gray, JPG the brand's), an icon on a tile of that colour, and
// a badge with the type's short name. The colours are the theme's palettes.
import { Badge, Box, Center, Image } from '@chakra-ui/react';
import Bars3BottomLeftIcon from '@heroicons/react/24/outline/Bars3BottomLeftIcon';
import DocumentIcon from '@heroicons/react/24/outline/DocumentIcon';
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon';
import FolderIcon from '@heroicons/react/24/solid/FolderIcon';
import PhotoIcon from '@heroicons/react/24/outline/PhotoIcon';
import TableCellsIcon from '@heroicons/react/24/outline/TableCellsIcon';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileManagerItemType } from '../../../gql/graphql';

export const TYPE_PALETTE: Record<FileManagerItemType, string> = {
  folder: 'orange',
  PDF: 'red',
  XLS: 'green',
  DOC: 'blue',
  TXT: 'gray',
  JPG: 'brand',
};

const TYPE_ICON: Record<FileManagerItemType, ComponentType<SVGProps<SVGSVGElement>>> = {
  folder: FolderIcon,
  PDF: DocumentIcon,
  XLS: TableCellsIcon,
  DOC: DocumentTextIcon,
  TXT: Bars3BottomLeftIcon,
  JPG: PhotoIcon,
};

const TILE = {
  sm: { box: 9, icon: 5, radius: 'md' },
  md: { box: 12, icon: 6, radius: 'lg' },
  lg: { box: 16, icon: 9, radius: 'xl' },
} as const;

/** The type's icon on a tile of its colour (decorative: the name and badge say it). */
export function ItemTypeIcon({
  type,
  size = 'md',
  raised = false,
}: {
  type: FileManagerItemType;
  size?: keyof typeof TILE;
  /** On a wash of the type's colour (a preview): a panel-coloured tile with a shadow. */
  raised?: boolean;
}) {
  const Icon = TYPE_ICON[type];
  const tile = TILE[size];
  return (
    <Center
      colorPalette={TYPE_PALETTE[type]}
      bg={raised ? 'bg.panel' : 'colorPalette.subtle'}
      shadow={raised ? 'sm' : undefined}
      color={{ _light: 'colorPalette.600', _dark: 'colorPalette.300' }}
      boxSize={tile.box}
      rounded={tile.radius}
      flexShrink={0}
      aria-hidden
    >
      <Box asChild boxSize={tile.icon}>
        <Icon />
      </Box>
    </Center>
  );
}

/** The type's short name (Folder, PDF, XLS...) on a badge of its colour. */
export function ItemTypeBadge({ type }: { type: FileManagerItemType }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={TYPE_PALETTE[type]} variant="subtle" size="sm" flexShrink={0}>
      {type === 'folder' ? t('file-manager.types.folder') : type}
    </Badge>
  );
}

/**
 * The item's preview area: a picture for a JPG (drawn by the server's sample images
 * from the file's id), the type's icon on a wash of its colour otherwise.
 */
export function ItemPreview({
  id,
  type,
  height,
}: {
  id: string;
  type: FileManagerItemType;
  height: string | number | Record<string, string | number>;
}) {
  if (type === 'JPG') {
    return (
      <Image
        src={`/images/notes/${id}.jpg`}
        alt=""
        h={height}
        w="full"
        objectFit="cover"
        bg="colorPalette.subtle"
        colorPalette={TYPE_PALETTE[type]}
      />
    );
  }
  return (
    <Center
      h={height}
      colorPalette={TYPE_PALETTE[type]}
      bg={{ _light: 'colorPalette.subtle', _dark: 'colorPalette.subtle/40' }}
    >
      <ItemTypeIcon type={type} size="lg" raised />
    </Center>
  );
}
