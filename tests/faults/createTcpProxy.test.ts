/**
 * The fault suite's proxy on its own: it forwards HTTP and the socket, freezes open sockets without
 * closing them, and stalls new socket handshakes, while plain HTTP keeps passing.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createTcpProxy, type TcpProxy } from './createTcpProxy';

let http: Server;
let sockets: WebSocketServer;
let proxy: TcpProxy;

beforeEach(async () => {
  http = createServer((_request, response) => response.end('plain'));
  sockets = new WebSocketServer({ server: http, path: '/realtime_w' });
  sockets.on('connection', (ws) => ws.on('message', (data) => ws.send(`echo ${String(data)}`)));
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening));
  const address = http.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  proxy = await createTcpProxy(address.port);
});

afterEach(async () => {
  await proxy.close();
  for (const client of sockets.clients) client.terminate();
  await new Promise((closed) => sockets.close(closed));
  http.closeAllConnections();
  await new Promise((closed) => http.close(closed));
});

const plain = async () => (await fetch(`${proxy.url}/`)).text();

/** A socket through the proxy, with every message and whether it closed recorded. */
function openSocket() {
  const ws = new WebSocket(`ws://127.0.0.1:${proxy.port}/realtime_w`);
  const heard: string[] = [];
  const events = { opened: false, closed: false };
  ws.on('message', (data) => heard.push(String(data)));
  ws.on('open', () => (events.opened = true));
  ws.on('close', () => (events.closed = true));
  ws.on('error', () => undefined);
  return { ws, heard, events };
}

it('forwards HTTP and the socket', async () => {
  expect(await plain()).toBe('plain');
  const { ws, heard } = openSocket();
  await new Promise((open) => ws.once('open', open));
  ws.send('one');
  await expect.poll(() => heard).toEqual(['echo one']);
  expect(proxy.socketsAccepted()).toHaveLength(1);
  ws.close();
});

it('a frozen socket neither delivers nor closes, and HTTP still passes', async () => {
  const { ws, heard, events } = openSocket();
  await new Promise((open) => ws.once('open', open));
  expect(proxy.freezeSockets()).toBe(1);
  ws.send('lost');
  // An HTTP round trip through the same proxy after the send: the echo would have come back by now.
  expect(await plain()).toBe('plain');
  expect(await plain()).toBe('plain');
  expect(heard).toEqual([]);
  expect(events.closed).toBe(false);
  expect(ws.readyState).toBe(WebSocket.OPEN);
  ws.terminate();
});

it('a reset socket closes abnormally (1006), and HTTP still passes', async () => {
  const { ws, events } = openSocket();
  const code = new Promise<number>((closed) => ws.once('close', closed));
  await new Promise((open) => ws.once('open', open));
  expect(proxy.resetSockets()).toBe(1);
  expect(await code).toBe(1006);
  expect(events.closed).toBe(true);
  expect(await plain()).toBe('plain');
});

it('a stalled handshake is accepted and never answered', async () => {
  proxy.stallNewSockets(true);
  const { ws, events } = openSocket();
  await expect.poll(() => proxy.socketsAccepted()).toHaveLength(1);
  expect(await plain()).toBe('plain');
  expect(events).toEqual({ opened: false, closed: false });
  ws.terminate();
  proxy.stallNewSockets(false);
  const next = openSocket();
  await new Promise((open) => next.ws.once('open', open));
  next.ws.close();
});
