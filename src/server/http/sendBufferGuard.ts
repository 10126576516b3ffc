/**
 * The bound on one socket's unsent data. `ws` queues whatever it cannot write at once (its
 * `bufferedAmount`), so a client that stops reading would otherwise grow the server without end.
 *
 * 1. Below `maxBytes`, every frame is sent.
 * 2. A frame that finds more than `maxBytes` waiting is dropped, and so is every frame after it: the
 *    client has missed data (a trade, an order update), so it is closed with
 *    SERVER_CLOSE_CODES.sendBufferFull at once. The close frame queues behind what is already
 *    buffered: a slow reader gets everything sent before it, then the code, and reconnects to fresh
 *    snapshots. `overflowed` is told, so the gateway stops computing pushes for it.
 * 3. A client that has not completed the close within `graceMs` is not reading at all: the TCP
 *    connection is cut and the buffered bytes are freed.
 * So a socket holds at most `maxBytes` plus one frame, and for at most `graceMs` once past it.
 */
import { SERVER_CLOSE_CODES } from '../../shared/hub/closeCodes';
import type { Scheduler } from '../exchange/types';

export const SEND_BUFFER_LIMIT = {
  /** 1 MiB: at the fastest feed (~0.6 MB/s for every depth, trade and ticker topic of six pairs) about
   * 2 s of pushes beyond what the kernel buffers hold; a page's own topics fill it in tens of seconds. */
  maxBytes: 1024 * 1024,
  graceMs: 5_000,
} as const;

export interface BufferedSocket {
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Cuts the TCP connection at once. */
  terminate(): void;
}

export interface SendBufferGuardOptions {
  maxBytes: number;
  graceMs: number;
  scheduler: Scheduler;
  overflowed(): void;
}

export interface SendBufferGuard {
  send(text: string): void;
  /** The socket closed: no cut is due any more. */
  closed(): void;
}

export function createSendBufferGuard(
  socket: BufferedSocket,
  options: SendBufferGuardOptions,
): SendBufferGuard {
  let overflowed = false;
  let cancelCut: (() => void) | undefined;
  return {
    send(text) {
      if (overflowed) return;
      if (socket.bufferedAmount <= options.maxBytes) {
        socket.send(text);
        return;
      }
      overflowed = true;
      socket.close(SERVER_CLOSE_CODES.sendBufferFull, `more than ${options.maxBytes} bytes unread`);
      cancelCut = options.scheduler(options.graceMs, () => {
        cancelCut = undefined;
        socket.terminate();
      });
      options.overflowed();
    },
    closed() {
      cancelCut?.();
      cancelCut = undefined;
    },
  };
}
