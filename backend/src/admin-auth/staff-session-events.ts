import { Injectable } from '@nestjs/common';

type Listener = (accountId: string) => void;

/**
 * Tells whoever holds staff connections open (the chat's staff sockets) that an account's sessions
 * just ended, so they drop them at once instead of at the next check.
 */
@Injectable()
export class StaffSessionEvents {
  private readonly listeners = new Set<Listener>();

  /** Returns the function that stops listening. */
  onSessionsEnded(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  sessionsEnded(accountId: string): void {
    for (const listener of this.listeners) listener(accountId);
  }
}
