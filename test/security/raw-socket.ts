import WebSocket from 'ws';

/** The graphql-transport-ws protocol spoken by hand, so tests control every message and its timing. */
export class RawGraphQLSocket {
  private messages: { type: string; id?: string; payload?: any }[] = [];
  private waiters: (() => void)[] = [];
  closed?: { code: number; reason: string };

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  /** Opens the socket (rejecting on a refused upgrade with its HTTP status) without connection_init. */
  static open(serverUrl: string, headers: Record<string, string> = {}): Promise<RawGraphQLSocket> {
    const url = `${serverUrl.replace('http', 'ws')}/graphql`;
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawGraphQLSocket(socket)));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  static async connect(serverUrl: string, headers: Record<string, string> = {}) {
    const raw = await RawGraphQLSocket.open(serverUrl, headers);
    raw.send({ type: 'connection_init' });
    await raw.next((m) => m.type === 'connection_ack');
    return raw;
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends a subscribe message and resolves with the first next/error message for it. */
  async run(id: string, query: string, variables?: object) {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
    return this.next((m) => m.id === id && (m.type === 'next' || m.type === 'error'));
  }

  next(match: (message: { type: string; id?: string; payload?: any }) => boolean, timeoutMs = 10_000) {
    return new Promise<{ type: string; id?: string; payload?: any }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
      const check = () => {
        const index = this.messages.findIndex(match);
        if (index >= 0) {
          clearTimeout(timer);
          resolve(this.messages.splice(index, 1)[0] as { type: string });
          return;
        }
        if (this.closed) {
          clearTimeout(timer);
          reject(new Error(`socket closed: ${this.closed.code} ${this.closed.reason}`));
          return;
        }
        this.waiters.push(check);
      };
      check();
    });
  }

  whenClosed(timeoutMs = 10_000) {
    return new Promise<{ code: number; reason: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket still open')), timeoutMs);
      const check = () => {
        if (this.closed) {
          clearTimeout(timer);
          resolve(this.closed);
        } else this.waiters.push(check);
      };
      check();
    });
  }

  close() {
    this.socket.close();
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) waiter();
  }
}
