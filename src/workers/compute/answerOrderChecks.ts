/**
 * The worker's side of the order-check channel (src/shared/orderChecks/verdictBoard.ts): the tab opens
 * it once with its verdict board and a port; each question on the port is checked and its verdict
 * written on the board for the tab to read, with no message. A verdict goes by message too only when
 * the tab may need it and has not read it: before it is written over, when it does not fit, and once
 * it has lain unread for UNREAD_MS (a hidden tab paints no frame, so it never reads the board).
 */
import type {
  ComputeApi,
  ComputeWorkerApi,
  OrderCheckAnswer,
  OrderCheckQuestion,
} from '../../shared/protocol';
import type { OrderContext, OrderVerdict } from '../../shared/orderChecks';
import { createVerdictBoard } from '../../shared/orderChecks/verdictBoard';

/** Three frames at 60 Hz: a visible tab reads the board at the end of its task and in the frames after. */
export const UNREAD_MS = 50;

export function answerOrderChecks(
  compute: ComputeApi,
  later: (callback: () => void, ms: number) => void = (callback, ms) => void setTimeout(callback, ms),
): ComputeWorkerApi {
  return {
    ...compute,
    openOrderCheckChannel: async (buffer, port) => {
      const board = createVerdictBoard(buffer);
      const send = (answer: OrderCheckAnswer) => port.postMessage(answer);
      // The verdict last written, until it is read or sent.
      let onBoard: { ticket: number; verdict: OrderVerdict } | undefined;
      const sendIfUnread = (written: { ticket: number; verdict: OrderVerdict }) => {
        if (onBoard !== written) return;
        onBoard = undefined;
        if (!board.wasRead(written.ticket)) send(written);
      };
      // The context of the questions, as the last one that carried it gave it.
      let context: OrderContext | undefined;
      const answer = async (question: OrderCheckQuestion) => {
        const { ticket, fields } = question;
        if (question.context) context = question.context;
        let verdict: OrderVerdict;
        try {
          if (!context) throw new Error('a question came before any context');
          verdict = await compute.checkOrder(fields, context);
        } catch (error) {
          send({ ticket, failure: error instanceof Error ? error.message : String(error) });
          return;
        }
        if (onBoard) sendIfUnread(onBoard);
        const written = { ticket, verdict };
        if (!board.post(ticket, verdict)) {
          send(written);
          return;
        }
        onBoard = written;
        later(() => sendIfUnread(written), UNREAD_MS);
      };
      port.addEventListener('message', (event) => void answer(event.data));
      port.start();
    },
  };
}
