/** A store that tells its subscribers after every change: the base of `FormApi`. */
export class Emitter {
  private listeners = new Set<() => void>();
  private version = 0;

  /** Calls `listener` after every change. Returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every change. */
  getVersion = (): number => this.version;

  /**
   * How a component follows the store, whatever it is (a Form, its error summary, a bound
   * control): `listener` after every change, and once at once when the store changed since `seen`,
   * the version its render read (a sibling registered in between). Returns the unsubscribe.
   */
  follow(listener: () => void, seen: number): () => void {
    const unsubscribe = this.subscribe(listener);
    if (this.version !== seen) listener();
    return unsubscribe;
  }

  /** Counts a change and tells every subscriber. */
  protected emit(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
