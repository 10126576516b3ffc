/**
 * The `ws` transport for the gateway: upgrades on /realtime_w only, from this server's own origin
 * (or with no Origin at all), the session cookie names the account, frames over 64 KB close the socket
 * (1009) without touching the rest of the server, and each socket's unsent data is bounded
 * (sendBufferGuard.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { SERVER_CLOSE_CODES } from '../../shared/hub/closeCodes';
import { SOCKET_PATH } from '../../shared/protocol';
import type { SessionStore } from '../api/sessions';
import type { Scheduler } from '../exchange/types';
import type { GatewaySessionWithBinary } from '../gateway/createGateway';
import { MAX_FRAME_BYTES } from '../gateway/frames';
import type { GatewayConnection } from '../gateway/types';
import { sessionIdOf } from './requestAdapter';
import { createSendBufferGuard, SEND_BUFFER_LIMIT } from './sendBufferGuard';

/** A client closed for breaking a limit is no longer read; this long after, its connection is cut. */
export const STOPPED_CLIENT_GRACE_MS = 1_000;

export interface SocketServerDeps {
  gateway: {
    connect(connection: GatewayConnection, accountId: string | undefined): GatewaySessionWithBinary;
  };
  sessions: SessionStore;
  /** The origin a request was sent to, as the HTTP routes' guard knows it (requestOriginGuard.ts). */
  ownOrigin(headers: IncomingMessage['headers']): string | undefined;
  scheduler: Scheduler;
  log: (message: string, error?: unknown) => void;
  /** Dev mode: leave Vite's HMR socket alone. */
  dev: boolean;
}

export function createSocketServer(deps: SocketServerDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  function reject(socket: Duplex, status: string): void {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH) {
      // Vite attaches its own upgrade listener for HMR in dev mode; everything else is refused.
      if (deps.dev && (request.headers['sec-websocket-protocol'] ?? '').startsWith('vite')) return;
      reject(socket, '404 Not Found');
      return;
    }
    // The cookie authenticates the socket, so a page on another origin must not open it (CSWSH).
    // Browsers always send Origin on a socket handshake; `null` (a sandboxed frame, a data: or file:
    // page) is no origin of ours. A request without Origin is not from a browser (a bench, a CLI): it
    // cannot be made to carry someone else's cookie, so it is served.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== deps.ownOrigin(request.headers)) {
      reject(socket, '403 Forbidden');
      return;
    }
    const accountId = deps.sessions.get(sessionIdOf(request))?.accountId;
    wss.handleUpgrade(request, socket, head, (ws) => attach(ws, accountId));
  }

  function attach(ws: WebSocket, accountId: string | undefined): void {
    let reading = true;
    let cancelCut: (() => void) | undefined;
    const cutAfter = (ms: number): void => {
      cancelCut ??= deps.scheduler(ms, () => ws.terminate());
    };
    const guard = createSendBufferGuard(
      {
        get bufferedAmount() {
          return ws.bufferedAmount;
        },
        send: (text) => ws.send(text),
        close: (code, reason) => ws.close(code, reason),
        terminate: () => ws.terminate(),
      },
      {
        ...SEND_BUFFER_LIMIT,
        scheduler: deps.scheduler,
        // The gateway stops computing pushes for it now, not when the close completes.
        overflowed: () => {
          deps.log(`socket closed ${SERVER_CLOSE_CODES.sendBufferFull}: send buffer full`);
          session.closed();
        },
      },
    );
    const session = deps.gateway.connect(
      {
        send: (text) => {
          if (ws.readyState === WebSocket.OPEN) guard.send(text);
        },
        close: (code, reason, options) => {
          ws.close(code, reason);
          if (!options?.stopReading) return;
          deps.log(`socket closed ${code}: ${reason}`);
          // Frames already on the wire are not even parsed; the close frame still goes out.
          reading = false;
          ws.pause();
          cutAfter(STOPPED_CLIENT_GRACE_MS);
        },
      },
      accountId,
    );
    ws.on('message', (data, isBinary) => {
      if (!reading) return;
      if (isBinary) session.receiveBinary();
      else
        session.receive(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8'));
    });
    ws.on('close', () => {
      guard.closed();
      cancelCut?.();
      session.closed();
    });
    // ws reports oversized or invalid frames here and then closes the socket itself.
    ws.on('error', (error) => deps.log('socket error', error));
  }

  /** Unsent bytes of each open socket, for tests and stats. */
  function bufferedAmounts(): number[] {
    return [...wss.clients].map((client) => client.bufferedAmount);
  }

  return {
    upgrade,
    bufferedAmounts,
    close(): Promise<void> {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
