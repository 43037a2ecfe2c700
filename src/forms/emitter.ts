/** A store that tells its subscribers after every change: the base of `FormApi`. */
export class Emitter {
  private listeners = new Set<() => void>();
  private version = 0;

  /** Calls `listener` after every change. Returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every change (the snapshot for `useSyncExternalStore`). */
  getVersion = (): number => this.version;

  /** Counts a change and tells every subscriber. */
  protected emit(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
