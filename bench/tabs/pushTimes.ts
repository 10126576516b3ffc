/**
 * When the server pushed each update of a book: a socket of the bench's own, subscribed to the topic
 * the page's hub watches, keeps each message's update id (`u`) and the server's push timestamp (`ts`,
 * the exchange clock, which is the machine's own in the simulator the bench runs). A tab that paints
 * the book marks it with the `u` it shows (BookSideRows.tsx), so the two give message-to-paint latency.
 */
import WebSocket from 'ws';
import { SOCKET_PATH } from '../../src/shared/protocol';

export interface PushTimes {
  /** The server's push time of update `u`, in epoch ms, if this socket saw it. */
  at(u: number): number | undefined;
  close(): void;
}

export async function recordPushTimes(httpUrl: string, topic: string): Promise<PushTimes> {
  const times = new Map<number, number>();
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}${SOCKET_PATH}`);
  await new Promise<void>((open, fail) => {
    socket.once('open', open);
    socket.once('error', fail);
  });
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { topic?: string; ts?: number; data?: { u?: number } };
    if (message.topic === topic && typeof message.ts === 'number' && typeof message.data?.u === 'number')
      times.set(message.data.u, message.ts);
  });
  socket.send(JSON.stringify({ op: 'subscribe', args: [topic] }));
  return {
    at: (u) => times.get(u),
    close: () => socket.close(),
  };
}
