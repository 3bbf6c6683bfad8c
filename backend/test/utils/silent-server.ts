import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP server that accepts every connection and never sends a byte: what a hung SMTP or S3
 * server looks like from the client. Without timeouts a client waits on it forever.
 */
export class SilentServer {
  private readonly sockets = new Set<Socket>();
  /** Connections accepted so far. */
  accepted = 0;

  private constructor(private readonly server: Server) {
    server.on('connection', (socket) => {
      this.accepted += 1;
      this.sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => this.sockets.delete(socket));
      socket.resume(); // read and drop whatever the client sends
    });
  }

  static async start(): Promise<SilentServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new SilentServer(server);
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
