// The scrumboard: boards with lists of cards, and per-board labels. Records are kept
// by id, with indexes from board to lists and labels and from list to cards, so a
// board is read in time proportional to its own size. Reads build new sorted arrays
// and never reorder what is stored.
import { randomUUID } from 'node:crypto';
import { BadInputError, NotFoundError } from '../../lib/errors';
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

/** Ids grouped under a parent id (board → lists, list → cards, board → labels). */
class Groups {
  private readonly groups = new Map<string, Set<string>>();

  add(group: string, id: string): void {
    let ids = this.groups.get(group);
    if (!ids) this.groups.set(group, (ids = new Set()));
    ids.add(id);
  }

  delete(group: string, id: string): void {
    this.groups.get(group)?.delete(id);
  }

  drop(group: string): string[] {
    const ids = this.of(group);
    this.groups.delete(group);
    return ids;
  }

  of(group: string): string[] {
    return [...(this.groups.get(group) ?? [])];
  }
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

export class ScrumboardStore {
  private readonly members: Map<string, MemberRecord>;
  private readonly boards: Map<string, BoardRecord>;
  private readonly lists: Map<string, ListRecord>;
  private readonly cards: Map<string, CardRecord>;
  private readonly labels: Map<string, LabelRecord>;
  private readonly listsByBoard = new Groups();
  private readonly cardsByList = new Groups();
  private readonly labelsByBoard = new Groups();

  constructor(seed: ScrumboardSeed) {
    const { members, boards, lists, cards, labels } = structuredClone(seed);
    this.members = new Map(members.map((member) => [member.id, member]));
    this.boards = new Map(boards.map((board) => [board.id, board]));
    this.lists = new Map(lists.map((list) => [list.id, list]));
    this.cards = new Map(cards.map((card) => [card.id, card]));
    this.labels = new Map(labels.map((label) => [label.id, label]));
    for (const list of lists) this.listsByBoard.add(list.boardId, list.id);
    for (const card of cards) this.cardsByList.add(card.listId, card.id);
    for (const label of labels) this.labelsByBoard.add(label.boardId, label.id);
  }

  /** Everything as the constructor's seed takes it, so that a rebuild keeps cardsOf's order. */
  state(): ScrumboardSeed {
    // List by list, each in its cardsByList order (a moved card joins its new list last),
    // the order that breaks ties between equal positions.
    const listIds = new Set([...this.cards.values()].map((card) => card.listId));
    return {
      members: [...this.members.values()],
      boards: [...this.boards.values()],
      lists: [...this.lists.values()],
      cards: [...listIds].flatMap((listId) =>
        this.cardsByList.of(listId).map((id) => this.cards.get(id)!),
      ),
      labels: [...this.labels.values()],
    };
  }

  // Reads

  /** Everyone who can be a board's member, by name. */
  allMembers(): MemberRecord[] {
    return [...this.members.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  allBoards(): BoardRecord[] {
    return [...this.boards.values()];
  }

  board(id: string): BoardRecord | null {
    return this.boards.get(id) ?? null;
  }

  membersOf(board: BoardRecord): MemberRecord[] {
    return board.members.flatMap((id) => this.members.get(id) ?? []);
  }

  /** A board's lists by position (a new array). */
  listsOf(boardId: string): ListRecord[] {
    return this.listsByBoard
      .of(boardId)
      .map((id) => this.lists.get(id)!)
      .sort(byPosition);
  }

  /** A list's cards by position (a new array). */
  cardsOf(listId: string): CardRecord[] {
    return this.cardsByList
      .of(listId)
      .map((id) => this.cards.get(id)!)
      .sort(byPosition);
  }

  /** A board's labels in creation order. */
  labelsOf(boardId: string): LabelRecord[] {
    return this.labelsByBoard.of(boardId).map((id) => this.labels.get(id)!);
  }

  /** A board's labels, or null when the board is unknown. */
  boardLabels(boardId: string): LabelRecord[] | null {
    return this.boards.has(boardId) ? this.labelsOf(boardId) : null;
  }

  cardLabels(card: CardRecord): LabelRecord[] {
    return card.labels.flatMap((id) => this.labels.get(id) ?? []);
  }

  /** Every list as stored, in insertion order (for checks that reads change nothing). */
  storedLists(): ListRecord[] {
    return [...this.lists.values()];
  }

  /** Every card as stored, in insertion order (for checks that reads change nothing). */
  storedCards(): CardRecord[] {
    return [...this.cards.values()];
  }

  // Boards

  /** Adds a board with no lists or labels; `creatorId` is its member when none are given. */
  createBoard(input: BoardInput, creatorId?: string, now = new Date()): BoardRecord {
    const members = input.members?.length
      ? this.checkedMembers(input.members)
      : creatorId && this.members.has(creatorId)
        ? [creatorId]
        : [];
    const board: BoardRecord = {
      id: randomUUID(),
      title: boardTitle(input.title),
      description: boardDescription(input.description),
      icon:
        input.icon == null || input.icon.trim() === '' ? DEFAULT_BOARD_ICON : iconName(input.icon),
      lastActivity: now.toISOString(),
      members,
    };
    this.boards.set(board.id, board);
    return board;
  }

  /** Changes a board's own fields (not its lists or labels) and its last activity. */
  updateBoard(id: string, patch: BoardPatch, now = new Date()): BoardRecord {
    const board = this.boards.get(id);
    if (!board) throw new NotFoundError('Board', id);
    rejectNulls(patch, ['title', 'members']);
    const updated: BoardRecord = {
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
    };
    this.boards.set(id, updated);
    return updated;
  }

  /** Removes a board with its lists, their cards and its labels. */
  removeBoard(id: string): BoardRecord {
    const board = this.boards.get(id);
    if (!board) throw new NotFoundError('Board', id);
    for (const listId of this.listsByBoard.drop(id)) {
      for (const cardId of this.cardsByList.drop(listId)) this.cards.delete(cardId);
      this.lists.delete(listId);
    }
    for (const labelId of this.labelsByBoard.drop(id)) this.labels.delete(labelId);
    this.boards.delete(id);
    return board;
  }

  // Lists

  createList(input: ListInput): ListRecord {
    if (!this.boards.has(input.boardId)) {
      throw new BadInputError(`"boardId" names no board "${input.boardId}".`);
    }
    const list: ListRecord = {
      id: randomUUID(),
      boardId: input.boardId,
      title: requireText(input.title, 'title').trim(),
      position: checkedPosition(input.position) ?? this.nextPosition(this.listsOf(input.boardId)),
    };
    this.lists.set(list.id, list);
    this.listsByBoard.add(list.boardId, list.id);
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
    for (const list of updated) this.lists.set(list.id, list);
    this.touch(...updated.map((list) => list.boardId));
    return updated;
  }

  /** Removes the list and every card in it. */
  removeList(id: string): ListRecord {
    const list = this.lists.get(id);
    if (!list) throw new NotFoundError('List', id);
    for (const cardId of this.cardsByList.drop(id)) this.cards.delete(cardId);
    this.listsByBoard.delete(list.boardId, id);
    this.lists.delete(id);
    this.touch(list.boardId);
    return list;
  }

  // Cards

  createCard(input: CardInput): CardRecord {
    const list = this.lists.get(input.listId);
    if (!list) throw new BadInputError(`"listId" names no list "${input.listId}".`);
    sameBoard(input.boardId, list.boardId, 'list');
    const card: CardRecord = {
      id: randomUUID(),
      boardId: list.boardId,
      listId: list.id,
      position: checkedPosition(input.position) ?? this.nextPosition(this.cardsOf(list.id)),
      title: requireText(input.title, 'title').trim(),
      description: input.description?.trim() || null,
      labels: this.checkedLabels(input.labels ?? [], list.boardId),
      dueDate: input.dueDate ? input.dueDate.toISOString() : null,
    };
    this.cards.set(card.id, card);
    this.cardsByList.add(card.listId, card.id);
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
    for (const card of updated) this.putCard(card);
    this.touch(...updated.map((card) => card.boardId));
    return updated;
  }

  removeCard(id: string): CardRecord {
    const card = this.cards.get(id);
    if (!card) throw new NotFoundError('Card', id);
    this.cardsByList.delete(card.listId, id);
    this.cards.delete(id);
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
    const updated = cards.map((card, index) => ({
      ...card,
      position: (index + 1) * POSITION_STEP,
    }));
    for (const card of updated) this.cards.set(card.id, card);
    this.touch(...updated.map((card) => card.boardId));
    return updated;
  }

  // Labels

  createLabel(input: LabelInput): LabelRecord {
    if (!this.boards.has(input.boardId)) {
      throw new BadInputError(`"boardId" names no board "${input.boardId}".`);
    }
    const label: LabelRecord = {
      id: randomUUID(),
      boardId: input.boardId,
      title: requireText(input.title, 'title').trim(),
    };
    this.labels.set(label.id, label);
    this.labelsByBoard.add(label.boardId, label.id);
    this.touch(label.boardId);
    return label;
  }

  updateLabel(id: string, patch: LabelPatch): LabelRecord {
    const label = this.labels.get(id);
    if (!label) throw new NotFoundError('Label', id);
    sameBoard(patch.boardId, label.boardId, 'label');
    const updated = { ...label, title: requireText(patch.title, 'title').trim() };
    this.labels.set(id, updated);
    this.touch(label.boardId);
    return updated;
  }

  /** Removes the label and takes it off every card of its board. */
  removeLabel(id: string): LabelRecord {
    const label = this.labels.get(id);
    if (!label) throw new NotFoundError('Label', id);
    this.labels.delete(id);
    this.labelsByBoard.delete(label.boardId, id);
    for (const listId of this.listsByBoard.of(label.boardId)) {
      for (const card of this.cardsOf(listId)) {
        if (card.labels.includes(id)) {
          this.cards.set(card.id, { ...card, labels: card.labels.filter((other) => other !== id) });
        }
      }
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
      if (board) this.boards.set(id, { ...board, lastActivity: now });
    }
  }

  /** Member ids that exist, each once, in the order given. */
  private checkedMembers(ids: readonly string[]): string[] {
    for (const id of ids) {
      if (!this.members.has(id)) throw new BadInputError(`"members" names no member "${id}".`);
    }
    return [...new Set(ids)];
  }

  private nextPosition(siblings: readonly { position: number }[]): number {
    return siblings.reduce((last, item) => Math.max(last, item.position), 0) + POSITION_STEP;
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

  /** Stores a card, moving it between list indexes when its list changed. */
  private putCard(card: CardRecord): void {
    const old = this.cards.get(card.id);
    if (old && old.listId !== card.listId) {
      this.cardsByList.delete(old.listId, card.id);
      this.cardsByList.add(card.listId, card.id);
    }
    this.cards.set(card.id, card);
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
