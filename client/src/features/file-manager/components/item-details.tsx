// What the details panel says about an item: its preview, type, size (a folder: and how
// many files it holds), who created it, when it was created and last changed, and its
// description; a folder's panel opens it.
import { Box, Button, DataList, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import FolderOpenIcon from '@heroicons/react/24/outline/FolderOpenIcon';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { DATE_TIME_FORMAT, formatDate } from '../../../lib/format';
import { folderLink, type FileManagerView } from '../url-state';
import type { Item } from '../item-links';
import { useItemText } from '../item-text';
import { ItemPreview, ItemTypeBadge } from './item-type';

/** A person's sample avatar, drawn by the server from their name ("tomas-fuentes"). */
function avatarOf(name: string): string | null {
  const stem = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return stem && stem.length <= 64 ? `/images/avatars/${stem}.jpg` : null;
}

export function ItemDetails({ item, view }: { item: Item; view: FileManagerView }) {
  const { t } = useTranslation();
  const text = useItemText();
  const folder = item.type === 'folder';
  const contents = text.contents(item.contents);
  return (
    <Stack gap={5}>
      <Box rounded="l2" overflow="hidden" borderWidth="1px">
        <ItemPreview
          id={item.id}
          type={item.type}
          height={item.type === 'JPG' ? { base: '48', lg: '52' } : '32'}
        />
      </Box>
      <DataList.Root orientation="horizontal" size="sm" gap={3}>
        <Row label={t('file-manager.details.type')}>
          <HStack gap={2}>
            {!folder && <ItemTypeBadge type={item.type} />}
            <Text as="span">{text.typeName(item.type)}</Text>
          </HStack>
        </Row>
        <Row label={t('file-manager.details.size')}>{text.size(item.size)}</Row>
        {folder && contents && <Row label={t('file-manager.details.contents')}>{contents}</Row>}
        <Row label={t('file-manager.details.createdBy')}>
          <HStack gap={2}>
            <UserAvatar name={item.createdBy} avatar={avatarOf(item.createdBy)} size="sm" />
            <Text as="span">{item.createdBy}</Text>
          </HStack>
        </Row>
        <Row label={t('file-manager.details.createdAt')}>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, DATE_TIME_FORMAT)}</time>
        </Row>
        <Row label={t('file-manager.details.modifiedAt')}>
          <time dateTime={item.modifiedAt}>{formatDate(item.modifiedAt, DATE_TIME_FORMAT)}</time>
        </Row>
      </DataList.Root>
      <Box borderTopWidth="1px" pt={4}>
        <Text fontSize="sm" fontWeight="semibold" mb={1.5}>
          {t('file-manager.details.description')}
        </Text>
        <Text fontSize="sm" color={item.description ? 'fg' : 'fg.muted'} whiteSpace="pre-line">
          {item.description || t('file-manager.details.noDescription')}
        </Text>
      </Box>
      {folder && (
        <Flex>
          <Button asChild colorPalette="brand" size="sm" w={{ base: 'full', sm: 'auto' }}>
            <RouterLink to={folderLink(item.id, view)}>
              <FolderOpenIcon />
              {t('file-manager.details.open')}
            </RouterLink>
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item alignItems="center">
      <DataList.ItemLabel color="fg.muted" minW="28">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
