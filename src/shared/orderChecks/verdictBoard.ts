import type { OrderVerdict } from './orderCheckTypes';

/**
 * Where the compute worker writes each order-form verdict for the tab to read without a message, at
 * the end of the keystroke's task or in its next animation frame (design.md "Orders";
 * src/app/compute/checkOrdersOverChannel.ts). Chromium holds a worker's message back between a
 * keystroke and the frame after it (DeferRendererTasksAfterInput), so an answer sent as a message is
 * always handled after the keystroke's frame and, when it changes the form, costs a frame of its own;
 * read from shared memory, it is painted with the keystroke, as a check run on the main thread would
 * be. The tab marks each verdict it reads, so the worker sends by message only a verdict the tab has
 * not read: one about to be written over, or one left unread a while (a hidden tab paints no frame).
 * It needs a SharedArrayBuffer, so a cross-origin isolated page (the server's COOP and COEP headers,
 * src/server/http/securityHeaders.ts).
 *
 * One verdict at a time, the latest: a 32-bit ticket, a length and the last ticket read, then the
 * verdict as JSON. The writer clears the ticket before it writes and sets it last; the reader takes the
 * bytes only if the ticket reads the same before and after its copy, so a verdict written over while
 * being read is refused, never read torn. Tickets only grow (never reused), so the last one read tells
 * whether the one on the board has been. A verdict that does not fit is not written.
 */
export interface VerdictBoard {
  readonly buffer: SharedArrayBuffer;
  /** Writes `verdict` under `ticket` (≥ 1) over whatever was there; false when it does not fit. */
  post(ticket: number, verdict: OrderVerdict): boolean;
  /**
   * The verdict under `ticket`, marked read; undefined when the board holds another (or one being
   * written).
   */
  read(ticket: number): OrderVerdict | undefined;
  /** Whether the tab has read the verdict under `ticket` (or a later one: it never needs this one). */
  wasRead(ticket: number): boolean;
}

/** A verdict is a few hundred characters of JSON; a refusal far less. */
export const VERDICT_BOARD_BYTES = 16 * 1024;

const TICKET = 0;
const LENGTH = 1;
const LAST_READ = 2;
const HEADER_BYTES = 12;
/** Characters decoded per call of String.fromCharCode (within any engine's argument limit). */
const DECODE_CHUNK = 4096;

export function createVerdictBoard(buffer: SharedArrayBuffer): VerdictBoard {
  const header = new Int32Array(buffer, 0, HEADER_BYTES / 4);
  // The JSON's UTF-16 code units as they are: nothing to encode, nothing lost.
  const units = new Uint16Array(buffer, HEADER_BYTES);
  return {
    buffer,
    post(ticket, verdict) {
      if (!Number.isInteger(ticket) || ticket < 1 || ticket > 0x7fffffff)
        throw new RangeError(`a verdict's ticket must be a positive 32-bit integer, got ${ticket}`);
      const json = JSON.stringify(verdict);
      Atomics.store(header, TICKET, 0);
      if (json.length > units.length) return false;
      for (let i = 0; i < json.length; i += 1) units[i] = json.charCodeAt(i);
      Atomics.store(header, LENGTH, json.length);
      Atomics.store(header, TICKET, ticket);
      return true;
    },
    read(ticket) {
      // Ticket 0 marks a board empty or being written: never a verdict.
      if (ticket < 1 || Atomics.load(header, TICKET) !== ticket) return undefined;
      // Decoded straight from the board: the string is the copy, kept only if the ticket held.
      const length = Atomics.load(header, LENGTH);
      let json = '';
      for (let i = 0; i < length; i += DECODE_CHUNK)
        json += String.fromCharCode(...units.subarray(i, Math.min(length, i + DECODE_CHUNK)));
      if (Atomics.load(header, TICKET) !== ticket) return undefined;
      Atomics.store(header, LAST_READ, ticket);
      return JSON.parse(json) as OrderVerdict;
    },
    wasRead: (ticket) => Atomics.load(header, LAST_READ) >= ticket,
  };
}
