/**
 * The worker's side of the verdict board (src/shared/orderChecks/verdictBoard.ts): the tab shares its
 * board once, then asks each order-form check with a ticket; the verdict is written on the board
 * before it is answered, so the tab can read it in its next frame rather than wait for the answer.
 */
import type { ComputeApi, ComputeWorkerApi } from '../../shared/protocol';
import { createVerdictBoard, type VerdictBoard } from '../../shared/orderChecks/verdictBoard';

export function postVerdictsToBoard(compute: ComputeApi): ComputeWorkerApi {
  let board: VerdictBoard | undefined;
  return {
    ...compute,
    shareVerdictBoard: async (buffer) => {
      board = createVerdictBoard(buffer);
    },
    checkOrderOnBoard: async (ticket, fields, context) => {
      const verdict = await compute.checkOrder(fields, context);
      board?.post(ticket, verdict);
      return verdict;
    },
  };
}
