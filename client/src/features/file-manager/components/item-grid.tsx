// The grid view: folders, then files, as cards with a preview, the name, the type's
// badge and the size (a folder: how many files it holds). A card opens its folder, or
// its file's details; a folder's details open from its (i) button.
import {
  Box,
  Flex,
  Heading,
  IconButton,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import InformationCircleIcon from '@heroicons/react/24/outline/InformationCircleIcon';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { FileManagerView } from '../url-state';
import { DETAILS_TRIGGER, itemLinks, type Item } from '../item-links';
import { useItemText } from '../item-text';
import { ItemPreview, ItemTypeBadge } from './item-type';

interface ItemGridProps {
  folders: readonly Item[];
  files: readonly Item[];
  selectedId: string | null;
  view: FileManagerView;
}

export const GRID_COLUMNS = 'repeat(auto-fill, minmax(10.5rem, 1fr))';

export function ItemGrid({ folders, files, selectedId, view }: ItemGridProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      {folders.length > 0 && (
        <GridSection title={t('file-manager.sections.folders', { count: folders.length })}>
          {folders.map((item) => (
            <ItemCard key={item.id} item={item} selected={item.id === selectedId} view={view} />
          ))}
        </GridSection>
      )}
      {files.length > 0 && (
        <GridSection title={t('file-manager.sections.files', { count: files.length })}>
          {files.map((item) => (
            <ItemCard key={item.id} item={item} selected={item.id === selectedId} view={view} />
          ))}
        </GridSection>
      )}
    </Stack>
  );
}

function GridSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="sm" color="fg.muted" fontWeight="semibold" mb={3}>
        {title}
      </Heading>
      <SimpleGrid
        as="ul"
        templateColumns={GRID_COLUMNS}
        gap={4}
        listStyleType="none"
        aria-labelledby={id}
      >
        {children}
      </SimpleGrid>
    </Box>
  );
}

function ItemCard({
  item,
  selected,
  view,
}: {
  item: Item;
  selected: boolean;
  view: FileManagerView;
}) {
  const { t } = useTranslation();
  const text = useItemText();
  const [params] = useSearchParams();
  const links = itemLinks(item, params, view);
  const folder = item.type === 'folder';
  const contents = text.contents(item.contents);
  return (
    <LinkBox
      as="li"
      position="relative"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={selected ? 'brand.border' : 'border'}
      rounded="l3"
      overflow="hidden"
      shadow={selected ? 'sm' : 'xs'}
      transition="box-shadow 0.15s, border-color 0.15s, transform 0.15s"
      _hover={{ shadow: 'md', borderColor: selected ? 'brand.border' : 'border.emphasized' }}
      outline={selected ? '1px solid' : undefined}
      outlineColor="brand.border"
      css={{
        '&:has([data-overlay]:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      }}
    >
      <ItemPreview id={item.id} type={item.type} height={{ base: '24', md: '28' }} />
      <Stack gap={2} px={3.5} pt={3} pb={3.5}>
        <Text
          as="h3"
          fontWeight="medium"
          fontSize="sm"
          lineHeight="short"
          lineClamp={2}
          minH="2lh"
          title={item.name}
        >
          <LinkOverlay asChild data-overlay="" _focusVisible={{ outline: 'none' }}>
            <RouterLink
              to={links.open}
              aria-current={selected && !folder ? 'true' : undefined}
              {...(folder ? {} : { [DETAILS_TRIGGER]: item.id })}
            >
              {item.name}
            </RouterLink>
          </LinkOverlay>
        </Text>
        <Flex align="center" gap={2} minW={0}>
          <ItemTypeBadge type={item.type} />
          <Text fontSize="xs" color="fg.muted" truncate>
            {folder && contents ? contents : text.size(item.size)}
          </Text>
        </Flex>
      </Stack>
      {folder && (
        // Its own layer above the card's link (LinkBox makes links position: relative).
        <Box position="absolute" top={2} insetEnd={2} zIndex={2}>
          <IconButton
            asChild
            size="xs"
            variant="subtle"
            rounded="full"
            bg="bg.panel"
            shadow="xs"
            _hover={{ bg: 'bg.muted' }}
            aria-label={t('file-manager.detailsOf', { name: item.name })}
          >
            <RouterLink
              to={links.details}
              aria-current={selected ? 'true' : undefined}
              {...{ [DETAILS_TRIGGER]: item.id }}
            >
              <InformationCircleIcon />
            </RouterLink>
          </IconButton>
        </Box>
      )}
    </LinkBox>
  );
}
