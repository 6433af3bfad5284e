// The board's lists side by side, scrolling sideways (on phones one list at a time,
// snapping), with cards dragged within and between lists by mouse, touch or keyboard
// (dnd-kit: one sortable container per list). While a card moves the board shows the
// order being made; the drop is saved optimistically (useMoveCard) and a refusal puts
// the cards back. Screen readers hear where the card is, in the user's language.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardCards, doneListId, type Board } from '../api/board-cache';
import { useMoveCard } from '../api/use-move-card';
import { labelPalettes } from '../label-palette';
import { AddList } from './add-list';
import { CardFace } from './board-card';
import { BoardListColumn } from './board-list';
import { useToasts } from '../../../components/page/toasts';

/** Card ids by list id, in order. */
type Columns = Record<string, string[]>;

function columnsOf(board: Board): Columns {
  return Object.fromEntries(
    board.lists.map((list) => [list.id, list.cards.map((card) => card.id)]),
  );
}

export function BoardLists({ board }: { board: Board }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const move = useMoveCard();
  const [moving, setMoving] = useState<Columns | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = useMemo(() => moving ?? columnsOf(board), [moving, board]);
  const cards = useMemo(() => new Map(boardCards(board).map((card) => [card.id, card])), [board]);
  const listTitles = useMemo(
    () => new Map(board.lists.map((list) => [list.id, list.title])),
    [board],
  );
  const palettes = useMemo(() => labelPalettes(board.labels), [board.labels]);
  const doneList = doneListId(board);

  // The latest columns, for the announcements (called after the events that change them).
  const current = useRef(columns);
  useLayoutEffect(() => {
    current.current = columns;
  }, [columns]);
  const lastOverId = useRef<UniqueIdentifier | null>(null);
  const movedToList = useRef(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      movedToList.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [columns]);

  // A drop may end with a click on the card's link: it must not open the card.
  const justMoved = useRef(false);
  useEffect(() => {
    const swallow = (event: MouseEvent) => {
      if (justMoved.current) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('click', swallow, true);
    return () => window.removeEventListener('click', swallow, true);
  }, []);

  const listOf = useCallback(
    (id: UniqueIdentifier, from: Columns = current.current): string | undefined => {
      const key = String(id);
      if (key in from) return key;
      return Object.keys(from).find((listId) => from[listId]!.includes(key));
    },
    [],
  );

  // The lists' order, for the keyboard (left and right go to the neighbouring list).
  const listOrder = useRef<string[]>([]);
  useLayoutEffect(() => {
    listOrder.current = board.lists.map((list) => list.id);
  }, [board]);

  /**
   * The keyboard's moves: up and down within the card's list (dnd-kit's sortable
   * coordinates, among that list's cards only), left and right to the same place in
   * the neighbouring list (its end when shorter).
   */
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, args) => {
      const { active, droppableRects, droppableContainers } = args.context;
      const from = active ? listOf(active.id) : undefined;
      if (!active || !from) return undefined;
      const columns = current.current;
      if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
        event.preventDefault();
        const order = listOrder.current;
        const to = order[order.indexOf(from) + (event.code === 'ArrowRight' ? 1 : -1)];
        if (!to) return undefined;
        const target = columns[to]!;
        const index = columns[from]!.indexOf(String(active.id));
        if (index < target.length) {
          // Onto the card in its place, which the moved card then goes before.
          const rect = droppableRects.get(target[index]!);
          return rect ? { x: rect.left, y: rect.top } : undefined;
        }
        // Below the list's last card, or into the empty list.
        const last = target.length > 0 ? droppableRects.get(target.at(-1)!) : undefined;
        const rect = last ?? droppableRects.get(to);
        return rect ? { x: rect.left, y: last ? last.bottom : rect.top } : undefined;
      }
      const sameList = new Set(columns[from]);
      const inList = {
        get: (id: UniqueIdentifier) => droppableContainers.get(id),
        getEnabled: () =>
          droppableContainers.getEnabled().filter((entry) => sameList.has(String(entry.id))),
      } as typeof droppableContainers;
      return sortableKeyboardCoordinates(event, {
        ...args,
        context: { ...args.context, droppableContainers: inList },
      });
    },
    [listOf],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  /** Over a list with cards, the closest of its cards; else what the pointer is in. */
  const collisionDetection = useCallback<CollisionDetection>(
    (args) => {
      const within = pointerWithin(args);
      const hits = within.length > 0 ? within : rectIntersection(args);
      let overId = getFirstCollision(hits, 'id');
      if (overId != null) {
        const inList = columns[String(overId)];
        if (inList && inList.length > 0) {
          overId =
            closestCenter({
              ...args,
              droppableContainers: args.droppableContainers.filter(
                (container) => container.id !== overId && inList.includes(String(container.id)),
              ),
            })[0]?.id ?? overId;
        }
        lastOverId.current = overId;
        return [{ id: overId }];
      }
      if (movedToList.current) lastOverId.current = activeId;
      return lastOverId.current != null ? [{ id: lastOverId.current }] : [];
    },
    [activeId, columns],
  );

  /** Where a card is (or would drop, over `overId`): its list's title, place and count. */
  const place = (cardId: UniqueIdentifier, overId?: UniqueIdentifier) => {
    const from = current.current;
    const key = String(cardId);
    const listId = listOf(overId ?? cardId, from);
    if (!listId) return null;
    const ids = from[listId]!;
    const count = ids.includes(key) ? ids.length : ids.length + 1;
    // Within its own list the card takes the place of the one it is over; moved into
    // another list, it already stands where it goes.
    const ownList = cards.get(key)?.listId === listId;
    const index =
      overId == null || overId === listId || overId === cardId || !ownList
        ? ids.indexOf(key)
        : ids.indexOf(String(overId));
    return {
      list: listTitles.get(listId) ?? '',
      position: index < 0 ? count : index + 1,
      count,
    };
  };
  const titleOf = (id: UniqueIdentifier) => cards.get(String(id))?.title ?? '';

  // What the card was last said to be over: at the start, itself, which the pick-up says.
  const heardOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      heardOver.current = active.id;
      return t('scrumboard.dnd.pickedUp', { title: titleOf(active.id), ...place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === heardOver.current) return undefined;
      heardOver.current = over?.id ?? null;
      return over
        ? t('scrumboard.dnd.over', { title: titleOf(active.id), ...place(active.id, over.id) })
        : t('scrumboard.dnd.outside', { title: titleOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('scrumboard.dnd.dropped', { title: titleOf(active.id), ...place(active.id, over.id) })
        : t('scrumboard.dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('scrumboard.dnd.cancelled', { title: titleOf(active.id) }),
  };

  function onDragStart({ active }: DragStartEvent) {
    justMoved.current = true;
    setActiveId(String(active.id));
    setMoving(columnsOf(board));
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    setMoving((previous) => {
      const columns = previous ?? columnsOf(board);
      const from = listOf(active.id, columns);
      const to = listOf(over.id, columns);
      if (!from || !to || from === to) return previous;
      movedToList.current = true;
      const target = columns[to]!;
      const overIndex = target.indexOf(String(over.id));
      const translated = active.rect.current.translated;
      const below = translated != null && translated.top > over.rect.top + over.rect.height / 2;
      const index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length;
      return {
        ...columns,
        [from]: columns[from]!.filter((id) => id !== active.id),
        [to]: [...target.slice(0, index), String(active.id), ...target.slice(index)],
      };
    });
  }

  function finish() {
    setActiveId(null);
    setMoving(null);
    setTimeout(() => {
      justMoved.current = false;
    }, 100);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const cardId = String(active.id);
    const to = over ? listOf(over.id) : undefined;
    const card = cards.get(cardId);
    if (!to || !card) return finish();
    let order = columns[to]!;
    const from = order.indexOf(cardId);
    const into = over!.id === to ? order.length - 1 : order.indexOf(String(over!.id));
    if (from >= 0 && into >= 0 && from !== into) order = arrayMove(order, from, into);
    const before = board.lists.find((list) => list.id === to)?.cards.map((item) => item.id) ?? [];
    const changed = card.listId !== to || before.join() !== order.join();
    if (changed) {
      move(board, cardId, to, order).catch((error: unknown) =>
        toasts.failed(t('scrumboard.card.moveFailed', { title: card.title }), error),
      );
    }
    finish();
  }

  const active = activeId ? cards.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('scrumboard.dnd.instructions') },
      }}
    >
      <Box
        overflowX="auto"
        mx={{ base: -4, md: -8 }}
        px={{ base: 4, md: 8 }}
        pb={4}
        scrollSnapType={{ base: 'x mandatory', md: 'none' }}
        scrollPaddingInline={{ base: 4, md: 8 }}
      >
        {board.lists.length === 0 && (
          <Stack gap={1} mb={4} maxW="md">
            <Text fontWeight="semibold">{t('scrumboard.board.noLists')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('scrumboard.board.noListsHint')}
            </Text>
          </Stack>
        )}
        <Flex gap={4} align="flex-start" w="max-content">
          {board.lists.map((list) => (
            <BoardListColumn
              key={list.id}
              list={list}
              cards={(columns[list.id] ?? []).flatMap((id) => cards.get(id) ?? [])}
              palettes={palettes}
              done={list.id === doneList}
            />
          ))}
          <AddList boardId={board.id} />
        </Flex>
      </Box>
      <DragOverlay>
        {active ? (
          <CardFace card={active} palettes={palettes} done={active.listId === doneList} lifted />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
