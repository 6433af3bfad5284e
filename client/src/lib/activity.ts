// Counts work in flight (network requests) so the progress bar can show while any runs.
import { useSyncExternalStore } from 'react';

export class Activity {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  start(): () => void {
    this.change(1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.change(-1);
    };
  }

  busy = (): boolean => this.count > 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private change(delta: number): void {
    this.count += delta;
    for (const listener of this.listeners) listener();
  }
}

export function useBusy(activity: Activity): boolean {
  return useSyncExternalStore(activity.subscribe, activity.busy, activity.busy);
}
