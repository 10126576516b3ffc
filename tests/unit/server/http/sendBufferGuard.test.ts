import { describe, expect, it } from 'vitest';
import { SERVER_CLOSE_CODES } from '../../../../src/shared/hub/closeCodes';
import { createManualTime } from '../../../../src/server/exchange/manualTime';
import { createSendBufferGuard } from '../../../../src/server/http/sendBufferGuard';

/** A socket whose unsent bytes grow with every send until the test says the client read them. */
function fakeSocket() {
  const socket = {
    bufferedAmount: 0,
    sent: [] as string[],
    closes: [] as { code: number; reason: string }[],
    terminated: 0,
    send(text: string) {
      socket.sent.push(text);
      socket.bufferedAmount += text.length;
    },
    close(code: number, reason: string) {
      socket.closes.push({ code, reason });
    },
    terminate() {
      socket.terminated++;
    },
  };
  return socket;
}

function setup() {
  const time = createManualTime(0);
  const socket = fakeSocket();
  let overflowed = 0;
  const guard = createSendBufferGuard(socket, {
    maxBytes: 1000,
    graceMs: 5000,
    scheduler: time.scheduler,
    overflowed: () => overflowed++,
  });
  return { time, socket, guard, overflowed: () => overflowed };
}

describe('send buffer guard', () => {
  it('sends everything while the client keeps up', () => {
    const { socket, guard } = setup();
    for (let i = 0; i < 100; i++) {
      guard.send('x'.repeat(300));
      socket.bufferedAmount = 0; // read
    }
    expect(socket.sent).toHaveLength(100);
    expect(socket.closes).toEqual([]);
  });

  it('drops the push that finds the buffer over the bound and everything after, and closes with 4009', () => {
    const { socket, guard, overflowed } = setup();
    for (let i = 0; i < 4; i++) guard.send('x'.repeat(300));
    // 1200 bytes waiting: the next push is over the bound.
    expect(socket.sent).toHaveLength(4);
    guard.send('late');
    guard.send('later');
    expect(socket.sent).toHaveLength(4);
    expect(socket.closes).toEqual([
      { code: SERVER_CLOSE_CODES.sendBufferFull, reason: 'more than 1000 bytes unread' },
    ]);
    expect(overflowed()).toBe(1);
    // Even once it drains: it has missed data, so it gets nothing more on this socket.
    socket.bufferedAmount = 0;
    guard.send('after draining');
    expect(socket.sent).toHaveLength(4);
    expect(socket.closes).toHaveLength(1);
  });

  it('cuts a client that does not complete the close within the grace, and not one that does', () => {
    const stuck = setup();
    stuck.socket.bufferedAmount = 5000;
    stuck.guard.send('x');
    stuck.time.advance(4999);
    expect(stuck.socket.terminated).toBe(0);
    stuck.time.advance(1);
    expect(stuck.socket.terminated).toBe(1);

    const reader = setup();
    reader.socket.bufferedAmount = 5000;
    reader.guard.send('x');
    reader.time.advance(2000);
    reader.guard.closed();
    reader.time.advance(10_000);
    expect(reader.socket.terminated).toBe(0);
    expect(reader.time.pending()).toBe(0);
  });
});
