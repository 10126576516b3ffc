/**
 * The `ws` transport for the gateway: upgrades on /realtime_w only, the session cookie names the
 * account, and frames over 64 KB close the socket (1009) without touching the rest of the server.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { SOCKET_PATH } from '../../shared/protocol';
import type { SessionStore } from '../api/sessions';
import type { GatewaySessionWithBinary } from '../gateway/createGateway';
import { MAX_FRAME_BYTES } from '../gateway/frames';
import type { GatewayConnection } from '../gateway/types';
import { sessionIdOf } from './requestAdapter';

export interface SocketServerDeps {
  gateway: {
    connect(connection: GatewayConnection, accountId: string | undefined): GatewaySessionWithBinary;
  };
  sessions: SessionStore;
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
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== request.headers.host) {
        reject(socket, '403 Forbidden');
        return;
      }
    }
    const accountId = deps.sessions.get(sessionIdOf(request))?.accountId;
    wss.handleUpgrade(request, socket, head, (ws) => attach(ws, accountId));
  }

  function attach(ws: WebSocket, accountId: string | undefined): void {
    const session = deps.gateway.connect(
      {
        send: (text) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(text);
        },
        close: (code, reason) => ws.close(code, reason),
      },
      accountId,
    );
    ws.on('message', (data, isBinary) => {
      if (isBinary) session.receiveBinary();
      else
        session.receive(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8'));
    });
    ws.on('close', () => session.closed());
    // ws reports oversized or invalid frames here and then closes the socket itself.
    ws.on('error', (error) => deps.log('socket error', error));
  }

  return {
    upgrade,
    close(): Promise<void> {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
