// Subscribers asking for the same thing share one execution. A thousand windows of one
// account on the notifications would otherwise filter, resolve and build the same result
// a thousand times per event; here graphql-js runs the subscription once per
// (account, document, operation, variables), and each subscriber gets that result. Only
// the send stays per socket. Resolvers see the first subscriber's context: a context
// holds nothing but the account (context.ts), the same for all of them.
import { subscribe, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Context } from '../context';

export class SharedExecutions {
  private readonly running = new Map<string, Promise<Fanout | ExecutionResult>>();

  /** As graphql-js's `subscribe`, sharing the execution with identical subscriptions. */
  async subscribe(
    args: ExecutionArgs,
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const key = JSON.stringify([
      (args.contextValue as Context).session?.userId,
      args.document.loc?.source.body,
      args.operationName,
      args.variableValues,
    ]);
    for (;;) {
      let started = this.running.get(key);
      if (!started) {
        started = this.start(key, args);
        this.running.set(key, started);
      }
      const outcome = await started;
      if (!(outcome instanceof Fanout)) return outcome;
      const listener = outcome.listen();
      // Its last subscriber left while this one waited: a new execution then.
      if (listener) return listener;
    }
  }

  private start(key: string, args: ExecutionArgs): Promise<Fanout | ExecutionResult> {
    const stop = () => {
      if (this.running.get(key) === started) this.running.delete(key);
    };
    const started = subscribe(args).then(
      (result) => {
        // Refused (an argument, a resolver's error): each subscriber is told, nothing runs.
        if (!(Symbol.asyncIterator in result)) {
          stop();
          return result;
        }
        return new Fanout(result, stop);
      },
      (error: unknown) => {
        stop();
        throw error;
      },
    );
    return started;
  }
}

/** One execution's results, handed to each listener as it arrives. */
class Fanout {
  private readonly listeners = new Set<Listener>();
  private stopped = false;

  constructor(
    private readonly source: AsyncGenerator<ExecutionResult, void, void>,
    private readonly onStop: () => void,
  ) {
    void this.pump();
  }

  /** A new subscriber's stream, or undefined once the execution has stopped. */
  listen(): Listener | undefined {
    if (this.stopped) return undefined;
    const listener = new Listener(() => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.stop();
    });
    this.listeners.add(listener);
    return listener;
  }

  private async pump(): Promise<void> {
    let failure: unknown;
    try {
      for await (const result of this.source) {
        for (const listener of this.listeners) listener.push(result);
      }
    } catch (error) {
      failure = error ?? new Error('The subscription failed.');
    }
    this.stop();
    for (const listener of this.listeners) listener.end(failure);
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.onStop();
    void this.source.return();
  }
}

/** A subscriber's stream: results queue until it pulls them; `return` leaves the fanout. */
class Listener implements AsyncIterableIterator<ExecutionResult, void, void> {
  private readonly queued: ExecutionResult[] = [];
  private readonly pulls: {
    resolve: (next: IteratorResult<ExecutionResult, void>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private done = false;
  private failure: unknown;

  constructor(private readonly leave: () => void) {}

  push(result: ExecutionResult): void {
    if (this.done) return;
    const pull = this.pulls.shift();
    if (pull) pull.resolve({ value: result, done: false });
    else this.queued.push(result);
  }

  /** The execution ended, with `failure` when it threw; queued results are still read. */
  end(failure: unknown): void {
    this.failure = failure;
    this.finish();
  }

  next(): Promise<IteratorResult<ExecutionResult, void>> {
    if (this.queued.length) return Promise.resolve({ value: this.queued.shift()!, done: false });
    if (this.done) {
      const failure = this.failure;
      this.failure = undefined;
      return failure === undefined
        ? Promise.resolve({ value: undefined, done: true })
        : Promise.reject(failure);
    }
    return new Promise((resolve, reject) => this.pulls.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<ExecutionResult, void>> {
    this.queued.length = 0;
    this.failure = undefined;
    this.finish();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<ExecutionResult, void>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Leaves the fanout; a pull waiting gets the failure, if any, and the others the end. */
  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.leave();
    for (const pull of this.pulls.splice(0)) {
      if (this.failure === undefined) pull.resolve({ value: undefined, done: true });
      else pull.reject(this.failure);
      this.failure = undefined;
    }
  }
}
