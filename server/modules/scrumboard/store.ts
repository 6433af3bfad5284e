// The scrumboard: boards with lists of cards, and per-board labels. Records are kept
// in tables, with indexes (following the tables) from board to lists and labels, from
// list to cards and from label to the cards carrying it, so a board is read, and a
// write done, in time proportional to what it touches. Reads build new sorted arrays
// and never reorder what is stored.
import { randomUUID } from 'node:crypto';
import { Table, type Kinds, type Loadable } from '../../data/table';
import { BadInputError, NotFoundError } from '../../lib/errors';
import { GroupIndex } from '../../lib/group-index';
import { rejectNulls, requireText } from '../../lib/input';
import { MAX_BOARD_DESCRIPTION, MAX_BOARD_TITLE, POSITION_STEP } from '../../../shared/limits';

/** A new board's icon when none is given. */
export const DEFAULT_BOARD_ICON = 'heroicons_outline:rectangle-stack';
/** An icon name: a set and an icon, such as heroicons_outline:sun. */
const ICON_NAME = /^[a-z][a-z0-9_]*:[a-z0-9][a-z0-9-]*$/;
const MAX_ICON_NAME = 100;

export interface MemberRecord {
  id: string;
  name: string;
  avatar: string | null;
}

export interface BoardRecord {
  id: string;
  title: string;
  description: string | null;
  icon: string | null;
  /** ISO date-time. */
  lastActivity: string;
  /** Member ids. */
  members: string[];
}

export interface ListRecord {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface CardRecord {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  /** Label ids, all of the card's board. */
  labels: string[];
  /** ISO date-time, or null. */
  dueDate: string | null;
}

export interface LabelRecord {
  id: string;
  boardId: string;
  title: string;
}

export interface ScrumboardSeed {
  members: MemberRecord[];
  boards: BoardRecord[];
  lists: ListRecord[];
  cards: CardRecord[];
  labels: LabelRecord[];
}

export interface ListInput {
  id?: string | null;
  boardId: string;
  title: string;
  position?: number | null;
}

export interface ListPatch {
  id?: string | null;
  boardId?: string | null;
  title?: string | null;
  position?: number | null;
}

export interface CardInput {
  id?: string | null;
  boardId?: string | null;
  listId: string;
  position?: number | null;
  title: string;
  description?: string | null;
  /** Label ids. */
  labels?: readonly string[] | null;
  dueDate?: Date | null;
}

export interface CardPatch {
  id?: string | null;
  boardId?: string | null;
  listId?: string | null;
  position?: number | null;
  title?: string | null;
  description?: string | null;
  labels?: readonly string[] | null;
  dueDate?: Date | null;
}

export interface BoardInput {
  id?: string | null;
  title: string;
  description?: string | null;
  icon?: string | null;
  /** Member ids. */
  members?: readonly string[] | null;
}

export interface BoardPatch {
  id?: string | null;
  title?: string | null;
  description?: string | null;
  icon?: string | null;
  members?: readonly string[] | null;
}

export interface LabelInput {
  id?: string | null;
  boardId: string;
  title: string;
}

export interface LabelPatch {
  id?: string | null;
  boardId?: string | null;
  title: string;
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export class ScrumboardStore {
  private readonly members: Table<MemberRecord>;
  private readonly boards: Table<BoardRecord>;
  private readonly lists: Table<ListRecord>;
  /** A card that moves to another list goes last here: ties in its new list put it last. */
  private readonly cards: Table<CardRecord>;
  private readonly labels: Table<LabelRecord>;
  private readonly listsByBoard: GroupIndex<ListRecord>;
  private readonly cardsByList: GroupIndex<CardRecord>;
  private readonly cardsByLabel: GroupIndex<CardRecord>;
  private readonly labelsByBoard: GroupIndex<LabelRecord>;

  constructor(seed: Loadable<ScrumboardSeed>) {
    this.members = Table.of('members', seed.members);
    this.boards = Table.of('boards', seed.boards);
    this.lists = Table.of('lists', seed.lists);
    this.cards = Table.of('cards', seed.cards);
    this.labels = Table.of('labels', seed.labels);
    this.listsByBoard = new GroupIndex(this.lists, (list) => [list.boardId]);
    this.cardsByList = new GroupIndex(this.cards, (card) => [card.listId]);
    this.cardsByLabel = new GroupIndex(this.cards, (card) => card.labels);
    this.labelsByBoard = new GroupIndex(this.labels, (label) => [label.boardId]);
  }

  tables(): Kinds {
    return {
      members: this.members,
      boards: this.boards,
      lists: this.lists,
      cards: this.cards,
      labels: this.labels,
    };
  }

  // Reads

  /** Everyone who can be a board's member, by name. */
  allMembers(): MemberRecord[] {
    return [...this.members].sort((a, b) => a.name.localeCompare(b.name));
  }

  allBoards(): BoardRecord[] {
    return [...this.boards];
  }

  board(id: string): BoardRecord | null {
    return this.boards.get(id) ?? null;
  }

  membersOf(board: BoardRecord): MemberRecord[] {
    return board.members.flatMap((id) => this.members.get(id) ?? []);
  }

  /** A board's lists by position, ties in the order they were added (a new array). */
  listsOf(boardId: string): ListRecord[] {
    return inTableOrder(this.lists, this.listsByBoard.of(boardId)).sort(byPosition);
  }

  /** A list's cards by position, ties in the order they joined the list (a new array). */
  cardsOf(listId: string): CardRecord[] {
    return inTableOrder(this.cards, this.cardsByList.of(listId)).sort(byPosition);
  }

  /** A board's labels in creation order. */
  labelsOf(boardId: string): LabelRecord[] {
    return inTableOrder(this.labels, this.labelsByBoard.of(boardId));
  }

  /** A board's labels, or null when the board is unknown. */
  boardLabels(boardId: string): LabelRecord[] | null {
    return this.boards.has(boardId) ? this.labelsOf(boardId) : null;
  }

  cardLabels(card: CardRecord): LabelRecord[] {
    return card.labels.flatMap((id) => this.labels.get(id) ?? []);
  }

  /** Every list as stored, in the table's order (for checks that reads change nothing). */
  storedLists(): readonly ListRecord[] {
    return this.lists.list();
  }

  /** Every card as stored, in the table's order (for checks that reads change nothing). */
  storedCards(): readonly CardRecord[] {
    return this.cards.list();
  }

  // Boards

  /** Adds a board with no lists or labels; `creatorId` is its member when none are given. */
  createBoard(input: BoardInput, creatorId?: string, now = new Date()): BoardRecord {
    const members = input.members?.length
      ? this.checkedMembers(input.members)
      : creatorId && this.members.has(creatorId)
        ? [creatorId]
        : [];
    return this.boards.insert({
      id: randomUUID(),
      title: boardTitle(input.title),
      description: boardDescription(input.description),
      icon:
        input.icon == null || input.icon.trim() === '' ? DEFAULT_BOARD_ICON : iconName(input.icon),
      lastActivity: now.toISOString(),
      members,
    });
  }

  /** Changes a board's own fields (not its lists or labels) and its last activity. */
  updateBoard(id: string, patch: BoardPatch, now = new Date()): BoardRecord {
    const board = this.boards.get(id);
    if (!board) throw new NotFoundError('Board', id);
    rejectNulls(patch, ['title', 'members']);
    return this.boards.replace({
      ...board,
      title: patch.title === undefined ? board.title : boardTitle(patch.title!),
      description:
        patch.description === undefined ? board.description : boardDescription(patch.description),
      icon:
        patch.icon === undefined
          ? board.icon
          : patch.icon == null || patch.icon.trim() === ''
            ? DEFAULT_BOARD_ICON
            : iconName(patch.icon),
      members: patch.members ? this.checkedMembers(patch.members) : board.members,
      lastActivity: now.toISOString(),
    });
  }

  /** Removes a board with its lists, their cards and its labels. */
  removeBoard(id: string): BoardRecord {
    const board = this.boards.get(id);
    if (!board) throw new NotFoundError('Board', id);
    for (const listId of this.listsByBoard.of(id)) this.dropList(listId);
    for (const labelId of this.labelsByBoard.of(id)) this.labels.remove(labelId);
    this.boards.remove(id);
    return board;
  }

  // Lists

  createList(input: ListInput): ListRecord {
    if (!this.boards.has(input.boardId)) {
      throw new BadInputError(`"boardId" names no board "${input.boardId}".`);
    }
    const list = this.lists.insert({
      id: randomUUID(),
      boardId: input.boardId,
      title: requireText(input.title, 'title').trim(),
      position:
        checkedPosition(input.position) ??
        nextPosition(this.lists, this.listsByBoard.of(input.boardId)),
    });
    this.touch(list.boardId);
    return list;
  }

  updateList(id: string, patch: ListPatch): ListRecord {
    return this.updateLists([{ ...patch, id }])[0]!;
  }

  /** Applies every patch or none. */
  updateLists(patches: readonly ListPatch[]): ListRecord[] {
    const updated = idsOf(patches, 'lists').map((id, index) => {
      const list = this.lists.get(id);
      if (!list) throw new NotFoundError('List', id);
      return this.patchedList(list, patches[index]!);
    });
    for (const list of updated) this.lists.replace(list);
    this.touch(...updated.map((list) => list.boardId));
    return updated;
  }

  /** Removes the list and every card in it. */
  removeList(id: string): ListRecord {
    const list = this.lists.get(id);
    if (!list) throw new NotFoundError('List', id);
    this.dropList(id);
    this.touch(list.boardId);
    return list;
  }

  // Cards

  createCard(input: CardInput): CardRecord {
    const list = this.lists.get(input.listId);
    if (!list) throw new BadInputError(`"listId" names no list "${input.listId}".`);
    sameBoard(input.boardId, list.boardId, 'list');
    const card = this.cards.insert({
      id: randomUUID(),
      boardId: list.boardId,
      listId: list.id,
      position:
        checkedPosition(input.position) ?? nextPosition(this.cards, this.cardsByList.of(list.id)),
      title: requireText(input.title, 'title').trim(),
      description: input.description?.trim() || null,
      labels: this.checkedLabels(input.labels ?? [], list.boardId),
      dueDate: input.dueDate ? input.dueDate.toISOString() : null,
    });
    this.touch(card.boardId);
    return card;
  }

  updateCard(id: string, patch: CardPatch): CardRecord {
    return this.updateCards([{ ...patch, id }])[0]!;
  }

  /** Applies every patch or none. */
  updateCards(patches: readonly CardPatch[]): CardRecord[] {
    const updated = idsOf(patches, 'cards').map((id, index) => {
      const card = this.cards.get(id);
      if (!card) throw new NotFoundError('Card', id);
      return this.patchedCard(card, patches[index]!);
    });
    for (const card of updated) {
      const movedList = this.cards.get(card.id)!.listId !== card.listId;
      this.cards.replace(card);
      // Last among its new list's cards of equal position, now and once reloaded.
      if (movedList) this.cards.move(card.id, 'last');
    }
    this.touch(...updated.map((card) => card.boardId));
    return updated;
  }

  removeCard(id: string): CardRecord {
    const card = this.cards.get(id);
    if (!card) throw new NotFoundError('Card', id);
    this.cards.remove(id);
    this.touch(card.boardId);
    return card;
  }

  /** Gives the cards positions one step apart, in the order given, from one step on. */
  setCardPositions(ids: readonly string[]): CardRecord[] {
    const cards = idsOf(
      ids.map((id) => ({ id })),
      'cards',
    ).map((id) => {
      const card = this.cards.get(id);
      if (!card) throw new NotFoundError('Card', id);
      return card;
    });
    const updated = cards.map((card, index) =>
      this.cards.replace({ ...card, position: (index + 1) * POSITION_STEP }),
    );
    this.touch(...updated.map((card) => card.boardId));
    return updated;
  }

  // Labels

  createLabel(input: LabelInput): LabelRecord {
    if (!this.boards.has(input.boardId)) {
      throw new BadInputError(`"boardId" names no board "${input.boardId}".`);
    }
    const label = this.labels.insert({
      id: randomUUID(),
      boardId: input.boardId,
      title: requireText(input.title, 'title').trim(),
    });
    this.touch(label.boardId);
    return label;
  }

  updateLabel(id: string, patch: LabelPatch): LabelRecord {
    const label = this.labels.get(id);
    if (!label) throw new NotFoundError('Label', id);
    sameBoard(patch.boardId, label.boardId, 'label');
    const updated = this.labels.replace({
      ...label,
      title: requireText(patch.title, 'title').trim(),
    });
    this.touch(label.boardId);
    return updated;
  }

  /** Removes the label and takes it off every card carrying it. */
  removeLabel(id: string): LabelRecord {
    const label = this.labels.get(id);
    if (!label) throw new NotFoundError('Label', id);
    this.labels.remove(id);
    for (const cardId of this.cardsByLabel.of(id)) {
      const card = this.cards.get(cardId)!;
      this.cards.replace({ ...card, labels: card.labels.filter((other) => other !== id) });
    }
    this.touch(label.boardId);
    return label;
  }

  // Helpers

  /** A write changed these boards: their last activity is now. */
  private touch(...boardIds: string[]): void {
    const now = new Date().toISOString();
    for (const id of new Set(boardIds)) {
      const board = this.boards.get(id);
      if (board) this.boards.replace({ ...board, lastActivity: now });
    }
  }

  /** Removes a list and its cards. */
  private dropList(id: string): void {
    for (const cardId of this.cardsByList.of(id)) this.cards.remove(cardId);
    this.lists.remove(id);
  }

  /** Member ids that exist, each once, in the order given. */
  private checkedMembers(ids: readonly string[]): string[] {
    for (const id of ids) {
      if (!this.members.has(id)) throw new BadInputError(`"members" names no member "${id}".`);
    }
    return [...new Set(ids)];
  }

  private patchedList(list: ListRecord, patch: ListPatch): ListRecord {
    rejectNulls(patch, ['boardId', 'title', 'position']);
    sameBoard(patch.boardId, list.boardId, 'list');
    return {
      ...list,
      title: patch.title === undefined ? list.title : requireText(patch.title, 'title').trim(),
      position: checkedPosition(patch.position) ?? list.position,
    };
  }

  private patchedCard(card: CardRecord, patch: CardPatch): CardRecord {
    rejectNulls(patch, ['boardId', 'listId', 'position', 'title', 'labels']);
    sameBoard(patch.boardId, card.boardId, 'card');
    if (patch.listId != null) {
      const list = this.lists.get(patch.listId);
      if (!list) throw new BadInputError(`"listId" names no list "${patch.listId}".`);
      if (list.boardId !== card.boardId) {
        throw new BadInputError(
          `"listId" names a list of another board; cards stay on their board.`,
        );
      }
    }
    return {
      ...card,
      listId: patch.listId ?? card.listId,
      position: checkedPosition(patch.position) ?? card.position,
      title: patch.title == null ? card.title : requireText(patch.title, 'title').trim(),
      description:
        patch.description === undefined ? card.description : patch.description?.trim() || null,
      labels: patch.labels ? this.checkedLabels(patch.labels, card.boardId) : card.labels,
      dueDate: patch.dueDate === undefined ? card.dueDate : (patch.dueDate?.toISOString() ?? null),
    };
  }

  /** Label ids of the given board, each once, in the order given. */
  private checkedLabels(ids: readonly string[], boardId: string): string[] {
    for (const id of ids) {
      if (this.labels.get(id)?.boardId !== boardId) {
        throw new BadInputError(`"labels" names "${id}", which is not a label of this board.`);
      }
    }
    return [...new Set(ids)];
  }
}

/** One step after the highest position among the siblings (the records with those ids). */
function nextPosition(table: Table<{ id: string; position: number }>, ids: string[]): number {
  return ids.reduce((last, id) => Math.max(last, table.get(id)!.position), 0) + POSITION_STEP;
}

/**
 * The records with those ids in the table's order: the order ties between equal positions
 * keep (a group's own order changes when a record is taken out and put back by an undo).
 */
function inTableOrder<T extends { id: string }>(table: Table<T>, ids: string[]): T[] {
  return ids
    .map((id) => ({ at: table.indexOf(id), record: table.get(id)! }))
    .sort((a, b) => a.at - b.at)
    .map(({ record }) => record);
}

/** The ids of a batch: each item must name one, and no item twice. */
function idsOf(items: readonly { id?: string | null }[], field: string): string[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    if (item.id == null) throw new BadInputError(`"${field}[${index}].id" is required.`);
    if (seen.has(item.id)) throw new BadInputError(`"${field}" names "${item.id}" twice.`);
    seen.add(item.id);
    return item.id;
  });
}

/** A `boardId` sent along must be the board the item (or, for a new card, its list) is on. */
function sameBoard(given: string | null | undefined, boardId: string, kind: string): void {
  if (given != null && given !== boardId) {
    throw new BadInputError(`"boardId" must be "${boardId}", the board the ${kind} is on.`);
  }
}

function boardTitle(title: string): string {
  const trimmed = requireText(title, 'title').trim();
  if (trimmed.length > MAX_BOARD_TITLE) {
    throw new BadInputError(
      `"title" is ${trimmed.length} characters long; a board title holds at most ${MAX_BOARD_TITLE}.`,
    );
  }
  return trimmed;
}

function boardDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim() || null;
  if (trimmed && trimmed.length > MAX_BOARD_DESCRIPTION) {
    throw new BadInputError(
      `"description" is ${trimmed.length} characters long; a board description holds at most ${MAX_BOARD_DESCRIPTION}.`,
    );
  }
  return trimmed;
}

function iconName(icon: string): string {
  const trimmed = icon.trim();
  if (trimmed.length > MAX_ICON_NAME || !ICON_NAME.test(trimmed)) {
    throw new BadInputError(`"icon" must be an icon name such as heroicons_outline:sun.`);
  }
  return trimmed;
}

function checkedPosition(position: number | null | undefined): number | undefined {
  if (position == null) return undefined;
  if (!Number.isFinite(position) || position < 0) {
    throw new BadInputError(`"position" must be a number of 0 or more.`);
  }
  return position;
}
