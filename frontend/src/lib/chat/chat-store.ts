/**
 * A chat client's state as React reads it (useSyncExternalStore): one immutable snapshot, replaced
 * on every change. `set` tells the listeners only when a value really changed, so a repeated event
 * (a relay of a message already shown) draws nothing.
 */
export class ChatStore<State extends object> {
  private state: State;
  private readonly listeners = new Set<() => void>();

  constructor(initial: State) {
    this.state = initial;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): State => this.state;

  set(change: Partial<State>): void {
    const next = { ...this.state, ...change };
    if ((Object.keys(change) as Array<keyof State>).every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The client is gone: nobody is told of anything any more. */
  close(): void {
    this.listeners.clear();
  }
}
