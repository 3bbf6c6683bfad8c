import { Logger } from '@nestjs/common';
import type { Namespace, Socket } from 'socket.io';
import type { AdminAuthService, Staff } from '../admin-auth/admin-auth.service';
import type { StaffSessionEvents } from '../admin-auth/staff-session-events';

/** How often every staff socket's token is checked again, whatever it does. */
const RECHECK_MS = 30_000;

export const staffRoom = (accountId: string) => `staff:${accountId}`;

/**
 * Keeps a staff socket only as long as its token is good. The handshake alone is not enough: a
 * socket opened before log-out or expiry would go on reading every visitor's messages. So:
 * - log-out drops the account's sockets on every instance at once (the adapter carries it);
 * - a socket is dropped when its token expires;
 * - every event a staff socket sends re-checks the token (logged out, expired, account gone);
 * - every 30 s all staff sockets of this instance are checked, for whatever the rest missed.
 */
export class StaffSocketGuard {
  private readonly logger = new Logger(StaffSocketGuard.name);
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => void;

  constructor(
    private readonly namespace: Namespace,
    private readonly auth: AdminAuthService,
    events: StaffSessionEvents,
  ) {
    this.stopListening = events.onSessionsEnded((accountId) => namespace.in(staffRoom(accountId)).disconnectSockets(true));
    this.timer = setInterval(() => void this.recheckAll(), RECHECK_MS).unref();
  }

  /** For a socket that passed the handshake with `socket.data.staff` and `socket.data.token` set. */
  watch(socket: Socket): void {
    const staff = socket.data.staff as Staff;
    void socket.join(staffRoom(staff.id));
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, staff.expiresAt.getTime() - Date.now()));
    socket.once('disconnect', () => clearTimeout(expiry));
    socket.use((packet, next) => {
      void this.stillSignedIn(socket).then((signedIn) => {
        if (signedIn) return next();
        const ack = packet[packet.length - 1] as unknown;
        if (typeof ack === 'function') (ack as (answer: unknown) => void)({ ok: false, error: 'admin.unauthorized' });
        socket.disconnect(true);
      });
    });
  }

  close(): void {
    clearInterval(this.timer);
    this.stopListening();
  }

  /** Fails closed: when the check itself fails (the database is away), the socket goes. */
  private async stillSignedIn(socket: Socket): Promise<boolean> {
    try {
      const staff = await this.auth.authenticate(socket.data.token as string);
      return staff !== null && !staff.enrolOnly;
    } catch (error) {
      this.logger.warn(`Staff socket check failed, socket dropped: ${String(error)}`);
      return false;
    }
  }

  private async recheckAll(): Promise<void> {
    for (const socket of this.namespace.sockets.values()) {
      if (!(await this.stillSignedIn(socket))) socket.disconnect(true);
    }
  }
}
