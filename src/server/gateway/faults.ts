/**
 * Fault injection on one connection's outgoing frames, for tests and benches of the client's
 * recovery: push frames may be dropped, duplicated or held back behind the next one; a stall sends
 * nothing at all (acks and pongs included) while the socket stays open.
 */
import type { FaultSettings, GatewayConnection } from './types';

export const NO_FAULTS: FaultSettings = { drop: 0, duplicate: 0, reorder: 0, stall: false };

export interface FaultySender {
  /** A push frame: subject to every fault. */
  push(text: string): void;
  /** An ack, pong or error: only a stall holds it back (it is then lost, as on a half-open link). */
  reply(text: string): void;
}

export function createFaultySender(
  connection: GatewayConnection,
  faults: () => FaultSettings,
  random: () => number,
): FaultySender {
  let held: string | undefined;
  return {
    push(text) {
      const settings = faults();
      if (settings.stall) return;
      if (settings.drop > 0 && random() < settings.drop) return;
      if (settings.reorder > 0 && held === undefined && random() < settings.reorder) {
        held = text;
        return;
      }
      connection.send(text);
      if (settings.duplicate > 0 && random() < settings.duplicate) connection.send(text);
      if (held !== undefined) {
        const late = held;
        held = undefined;
        connection.send(late);
      }
    },
    reply(text) {
      if (!faults().stall) connection.send(text);
    },
  };
}
