// The subscriptions' events: the records each committed write changed, as the
// repository finds them (data/repository.ts), here or on another server sharing the
// database. Published by domain; each subscription field (recordEvents below) keeps
// the kinds of record its event type carries and turns each change into that event.
import { PubSub, withFilter } from 'graphql-subscriptions';
import { EventEmitter } from 'node:events';
import type { Context } from '../context';
import type { DomainName } from '../data/domains';
import type { RecordChange, Repository } from '../data/repository';

/** A change with its record parsed, once for every subscription that receives it. */
export interface LiveChange extends RecordChange {
  readonly record: Record<string, unknown>;
}

export class LiveEvents {
  private readonly pubsub: PubSub<Record<DomainName, LiveChange>>;

  constructor(repository: Repository) {
    // One listener per subscription: a thousand open ones are expected, not a leak.
    const emitter = new EventEmitter().setMaxListeners(0);
    this.pubsub = new PubSub({ eventEmitter: emitter });
    repository.onChange((changes) => {
      for (const change of changes) void this.pubsub.publish(change.domain, new ParsedOnce(change));
    });
  }

  /** The changes to a domain's records from now on. */
  of(domain: DomainName): AsyncIterableIterator<LiveChange> {
    return this.pubsub.asyncIterableIterator(domain);
  }
}

/**
 * A change whose record is parsed on first read. A class, not an object literal with a
 * getter: V8 makes each such literal's accessor pair in the old generation, and one that
 * dies there holds everything its getter can reach through every young collection until
 * the next full one (PERFORMANCE.md).
 */
class ParsedOnce implements LiveChange {
  readonly domain: RecordChange['domain'];
  readonly kind: string;
  readonly id: string;
  readonly change: RecordChange['change'];
  readonly json: string;
  #record: Record<string, unknown> | undefined;

  constructor({ domain, kind, id, change, json }: RecordChange) {
    this.domain = domain;
    this.kind = kind;
    this.id = id;
    this.change = change;
    this.json = json;
  }

  get record(): Record<string, unknown> {
    return (this.#record ??= JSON.parse(this.json) as Record<string, unknown>);
  }
}

/** What a subscription field of recordEvents answers: its event type's fields. */
export interface LiveEvent {
  change: RecordChange['change'];
  deleted: { id: string; type: string } | null;
  /** The record, under its kind's field (`card`, `message`, …). */
  [field: string]: unknown;
}

/** For each kind of record (its collection in the store's state): the event's field and GraphQL type. */
type Kinds = Readonly<Record<string, { field: string; type: string }>>;

/**
 * A subscription field whose events carry `kinds`' records from `domain`:
 * `{ change, <field>: record }`, or `{ change: 'deleted', deleted: { id, type } }`.
 * `accept` narrows them (to one board, to the user's own record); it sees the record as
 * it is now, or as it was last when deleted.
 */
export function recordEvents<Args = unknown>(
  domain: DomainName,
  kinds: Kinds,
  accept: (record: Record<string, unknown>, args: Args, context: Context) => boolean = () => true,
) {
  return {
    // withFilter hands the published change where a resolver has its root value.
    subscribe: withFilter<unknown, Args, Context>(
      (_root, _args, context) => context!.live.of(domain),
      (published, args, context) => {
        const change = published as LiveChange;
        return Object.hasOwn(kinds, change.kind) && accept(change.record, args!, context!);
      },
    ),
    resolve: (change: LiveChange): LiveEvent => {
      const { field, type } = kinds[change.kind]!;
      if (change.change === 'deleted') {
        return { change: change.change, deleted: { id: change.id, type } };
      }
      return { change: change.change, [field]: change.record, deleted: null };
    },
  };
}
