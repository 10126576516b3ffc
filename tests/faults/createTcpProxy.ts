/**
 * A TCP proxy in front of the simulator for the fault suite: the page loads through it, so its
 * socket to /realtime_w does too (the hub worker opens `ws://{its own origin}/realtime_w`). It can
 * make the network fail the ways a socket's own events never tell: a frozen path (bytes vanish in
 * both directions, nothing closes: a half-open socket) and a handshake that never completes (TCP
 * accepted, the upgrade request never forwarded). Plain HTTP connections pass untouched throughout,
 * so only the socket is hurt.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  readonly url: string;
  /** Stops forwarding on every socket connection open now, both ways, without closing any. */
  freezeSockets(): number;
  /** While on, new socket connections are accepted and then hear nothing and forward nothing. */
  stallNewSockets(on: boolean): void;
  /** Ends every socket connection open now at the TCP level, no close frame (the page sees 1006). */
  resetSockets(): number;
  /** When each socket connection (an upgrade to /realtime_w) was accepted (Date.now), stalled ones included. */
  socketsAccepted(): readonly number[];
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Set once the first request line is read: true for the market socket's upgrade. */
  socket: boolean | undefined;
  frozen: boolean;
}

const SOCKET_REQUEST = /^GET \/realtime_w[?\s]/;

export function createTcpProxy(targetPort: number, port = 0): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stallNew = false;
  const accepted: number[] = [];

  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: Pair = { client, upstream, socket: undefined, frozen: false };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (pair.socket === undefined) {
        pair.socket = SOCKET_REQUEST.test(chunk.toString('latin1', 0, 32));
        if (pair.socket) {
          accepted.push(Date.now());
          pair.frozen = stallNew;
        }
      }
      // A frozen path drops what it is given: the sender's kernel still acknowledges it, as a dead
      // route past the first hop does.
      if (!pair.frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.frozen) client.write(chunk);
    });
    // A frozen pair hears of neither side's close (that is the point of a half-open socket); close()
    // ends what is left of it.
    client.on('close', () => pair.frozen || end());
    upstream.on('close', () => pair.frozen || end());
    client.on('error', end);
    upstream.on('error', end);
  });

  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address !== 'object' || !address) return fail(new Error('the proxy has no port'));
      done({
        port: address.port,
        url: `http://127.0.0.1:${address.port}`,
        freezeSockets() {
          let frozen = 0;
          for (const pair of pairs)
            if (pair.socket && !pair.frozen) {
              pair.frozen = true;
              frozen++;
            }
          return frozen;
        },
        resetSockets() {
          let reset = 0;
          for (const pair of [...pairs])
            if (pair.socket) {
              pair.client.resetAndDestroy();
              pair.upstream.destroy();
              pairs.delete(pair);
              reset++;
            }
          return reset;
        },
        stallNewSockets(on) {
          stallNew = on;
        },
        socketsAccepted: () => [...accepted],
        close() {
          for (const pair of pairs) {
            pair.client.destroy();
            pair.upstream.destroy();
          }
          pairs.clear();
          return new Promise((closed) => server.close(() => closed()));
        },
      });
    });
  });
}
