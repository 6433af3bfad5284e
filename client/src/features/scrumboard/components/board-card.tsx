// A card on the board: its labels (each in its board colour), title (a link that opens
// the card's dialog), due date (not called overdue once the card is in the last, done,
// list) and whether it has a description. The whole card drags with the mouse or a
// long touch; its move handle picks it up by keyboard (Space or Enter, then the arrow
// keys, dnd-kit's KeyboardSensor).
import { Box, Flex, IconButton, LinkBox, LinkOverlay, Text, Wrap } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Bars3BottomLeftIcon from '@heroicons/react/24/outline/Bars3BottomLeftIcon';
import Bars2Icon from '@heroicons/react/20/solid/Bars2Icon';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Tag } from '../../../components/ui/tag';
import { boardCardPath } from '../../../config/paths';
import { OPENED_HERE } from '../../../lib/opened-here';
import type { BoardCard } from '../api/board-cache';
import { DueBadge } from './due-date';

interface CardFaceProps extends Omit<ComponentProps<typeof Box>, 'children'> {
  card: BoardCard;
  /** Each of the board's labels' palette, by id. */
  palettes: ReadonlyMap<string, string>;
  /** The card is in the board's last list: its work is done. */
  done?: boolean;
  /** The move handle's props (the sortable's keyboard activator); none on the drag overlay. */
  handle?: ComponentProps<typeof IconButton> & { ref?: (element: HTMLElement | null) => void };
  /** The card as drawn under the pointer while it moves. */
  lifted?: boolean;
  /** The card's place while it moves: an outline where it will drop. */
  placeholder?: boolean;
}

/** How a card looks, on the board and under the pointer while it moves. */
export const CardFace = forwardRef<HTMLDivElement, CardFaceProps>(function CardFace(
  { card, palettes, done, handle, lifted, placeholder, ...box },
  ref,
) {
  const { t } = useTranslation();
  return (
    <LinkBox
      ref={ref}
      bg="bg.panel"
      borderWidth="1px"
      borderColor={lifted ? 'brand.solid' : 'border'}
      borderRadius="l2"
      shadow={lifted ? 'lg' : 'xs'}
      px={3}
      py={2.5}
      cursor={lifted ? 'grabbing' : 'grab'}
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'border.emphasized', shadow: 'sm' }}
      rotate={lifted ? '2deg' : undefined}
      touchAction="manipulation"
      css={{
        // The card's link has no ring of its own: the whole card shows it.
        '&:has(a:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '1px',
        },
        ...(placeholder && {
          '& > *': { visibility: 'hidden' },
          borderStyle: 'dashed',
          borderColor: 'brand.solid',
          bg: 'brand.subtle/40',
          shadow: 'none',
        }),
      }}
      {...box}
    >
      {card.labels.length > 0 && (
        <Wrap as="ul" gap={1} listStyleType="none" ps={0} m={0} pb={2}>
          {card.labels.map((label) => (
            <li key={label.id}>
              <Tag.Root size="sm" variant="subtle" colorPalette={palettes.get(label.id) ?? 'gray'}>
                <Tag.Label>{label.title}</Tag.Label>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
      <Flex align="flex-start" gap={2}>
        <Text
          flex={1}
          minW={0}
          fontSize="sm"
          fontWeight="medium"
          lineHeight="short"
          wordBreak="break-word"
        >
          <LinkOverlay asChild outline="none">
            <RouterLink
              to={boardCardPath(card.boardId, card.id)}
              state={OPENED_HERE}
              draggable={false}
            >
              {card.title}
            </RouterLink>
          </LinkOverlay>
        </Text>
        {handle && (
          <IconButton
            size="2xs"
            variant="ghost"
            color="fg.subtle"
            position="relative"
            zIndex={1}
            mt={-0.5}
            me={-1.5}
            cursor="grab"
            aria-label={t('scrumboard.card.move', { title: card.title })}
            {...handle}
          >
            <Bars2Icon />
          </IconButton>
        )}
      </Flex>
      {(card.dueDate || card.description) && (
        <Flex align="center" gap={2} mt={2} color="fg.muted">
          {card.dueDate && <DueBadge dueDate={card.dueDate} done={done} />}
          {card.description && (
            <Box as="span" title={t('scrumboard.card.hasDescription')} display="inline-flex">
              <Bars3BottomLeftIcon width={16} aria-hidden />
              <Box as="span" srOnly>
                {t('scrumboard.card.hasDescription')}
              </Box>
            </Box>
          )}
        </Flex>
      )}
    </LinkBox>
  );
});

/** A card in its list, sortable within it and into the other lists. */
export function SortableCard({
  card,
  palettes,
  done,
}: {
  card: BoardCard;
  palettes: ReadonlyMap<string, string>;
  done: boolean;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: card.id,
    data: { type: 'card' },
    attributes: { roleDescription: t('scrumboard.dnd.roleDescription') },
  });
  return (
    <li>
      <CardFace
        ref={setNodeRef}
        card={card}
        palettes={palettes}
        done={done}
        placeholder={isDragging}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        {...listeners}
        handle={{ ...attributes, ref: setActivatorNodeRef }}
      />
    </li>
  );
}
