// The open item's details (?item=): a panel beside the folder from lg, a drawer over it
// below. The panel takes focus when it opens and gives it back to what opened it when
// it closes (its button, or Escape); the drawer does the same as a dialog.
import { Box, CloseButton, Drawer, Flex, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import QuestionMarkCircleIcon from '@heroicons/react/24/outline/QuestionMarkCircleIcon';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../../components/page/empty-list';
import type { FileManagerView } from '../url-state';
import { ItemDetails } from './item-details';
import type { Item } from '../item-links';

interface DetailsPanelProps {
  /** The id in the address. */
  itemId: string;
  /** Its item in this folder; null when the folder holds none with that id. */
  item: Item | null;
  view: FileManagerView;
  /** Beside the folder (wide screens) rather than a drawer. */
  beside: boolean;
  onClose: () => void;
}

export function DetailsPanel({ itemId, item, view, beside, onClose }: DetailsPanelProps) {
  const { t } = useTranslation();
  const title = item?.name ?? t('file-manager.details.notFound');
  const body = item ? (
    <ItemDetails item={item} view={view} />
  ) : (
    <EmptyList
      icon={<QuestionMarkCircleIcon />}
      title={t('file-manager.details.notFound')}
      description={t('file-manager.details.notFoundHint')}
    />
  );
  const label = t('file-manager.details.label');
  const closeButton = useRef<HTMLButtonElement>(null);

  if (beside) {
    return (
      <SidePanel key={itemId} title={title} label={label} onClose={onClose}>
        {body}
      </SidePanel>
    );
  }
  return (
    <Drawer.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size="sm"
      // The close button first: the reader starts at the top, not on "Open folder".
      initialFocusEl={() => closeButton.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" pe={14}>
              <Stack gap={0.5} minW={0}>
                <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                  {label}
                </Text>
                <Drawer.Title lineClamp={2}>{title}</Drawer.Title>
              </Stack>
            </Drawer.Header>
            <Drawer.Body py={5}>{body}</Drawer.Body>
            <Drawer.CloseTrigger asChild top={3} insetEnd={3}>
              <CloseButton
                ref={closeButton}
                size="sm"
                aria-label={t('file-manager.details.close')}
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function SidePanel({
  title,
  label,
  onClose,
  children,
}: {
  title: string;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened (or switched to another item): the reader is taken to it.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box
      as="aside"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="xs"
      position="sticky"
      top="5.5rem"
      maxH="calc(100dvh - 7rem)"
      overflowY="auto"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Flex align="start" gap={3} px={5} pt={4} pb={3} borderBottomWidth="1px">
        <Stack gap={0.5} flex={1} minW={0}>
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Heading
            as="h2"
            id={headingId}
            ref={heading}
            tabIndex={-1}
            size="md"
            lineClamp={2}
            outline="none"
            wordBreak="break-word"
          >
            {title}
          </Heading>
        </Stack>
        <CloseButton size="sm" aria-label={t('file-manager.details.close')} onClick={onClose} />
      </Flex>
      <Box px={5} py={5}>
        {children}
      </Box>
    </Box>
  );
}
