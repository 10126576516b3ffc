import type { Remote } from 'comlink';
import type { OrderVerdict } from '../../shared/orderChecks';
import type { ComputeApi, ComputeWorkerApi } from '../../shared/protocol';
import { createVerdictBoard, VERDICT_BOARD_BYTES } from '../../shared/orderChecks/verdictBoard';

/**
 * The worker's API with `checkOrder` answered from the verdict board when it can be
 * (src/shared/orderChecks/verdictBoard.ts): each check is asked with a ticket, and the tab's next
 * animation frame reads the board. A verdict already written there answers the check in that frame,
 * so the order form paints it in the frame of the keystroke that asked; otherwise the worker's message
 * answers, as without a board. Only for a cross-origin isolated tab (a SharedArrayBuffer). `nextFrame`
 * is the tab's animation frame (a test's own frames in Node).
 */
export function readVerdictsFromBoard(
  remote: Remote<ComputeWorkerApi>,
  nextFrame: (callback: () => void) => void = (callback) => requestAnimationFrame(callback),
): ComputeApi {
  const board = createVerdictBoard(new SharedArrayBuffer(VERDICT_BOARD_BYTES));
  // Shared before any check (the worker takes its messages in order). Should sharing fail, nothing is
  // ever read from the board and the messages answer every check.
  remote.shareVerdictBoard(board.buffer).catch(() => undefined);
  let lastTicket = 0;
  // The checks still unanswered when the next frame comes, and one frame asked for all of them: a tab
  // that is hidden paints no frame, and its checks are answered by their messages meanwhile.
  const awaitingFrame = new Map<number, (verdict: OrderVerdict) => void>();
  let frameAsked = false;
  const readAtFrame = () => {
    frameAsked = false;
    for (const [ticket, resolve] of awaitingFrame) {
      const verdict = board.read(ticket);
      if (verdict) resolve(verdict);
    }
    awaitingFrame.clear();
  };
  const checkOrder: ComputeApi['checkOrder'] = (fields, context) => {
    const ticket = ++lastTicket;
    const answered = remote.checkOrderOnBoard(ticket, fields, context);
    return new Promise((resolve, reject) => {
      awaitingFrame.set(ticket, resolve);
      if (!frameAsked) {
        frameAsked = true;
        nextFrame(readAtFrame);
      }
      answered.then(
        (verdict) => {
          awaitingFrame.delete(ticket);
          resolve(verdict);
        },
        (error: unknown) => {
          awaitingFrame.delete(ticket);
          reject(error);
        },
      );
    });
  };
  return new Proxy(remote as ComputeApi, {
    get: (target, key, receiver) => (key === 'checkOrder' ? checkOrder : Reflect.get(target, key, receiver)),
  });
}
